/**
 * File fields (docs/forms.md "File fields"): the types a form may accept, how a file's type is
 * read (by its name and MIME type in the browser, by its first bytes on the server, never by
 * its name alone) and the size limit; the check the browser runs before an upload is
 * validate.ts's `checkFile` (it loads with the upload). Pure: no DOM, no Node.
 */
/** The file types a form's field may accept, by the name a form's data gives them. */
export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', extensions: ['png'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
} as const;
export type FileType = keyof typeof FILE_TYPES;
/** The names alone, for what a page needs at mount (the MIME types are the server's and the upload's). */
const FILE_TYPE_NAMES: readonly string[] = ['pdf', 'jpg', 'png', 'gif', 'webp'] satisfies FileType[];
export const isFileType = (name: string): name is FileType => FILE_TYPE_NAMES.includes(name);

/** A field that names no types accepts these. */
export const DEFAULT_FILE_TYPES: readonly FileType[] = ['pdf', 'jpg', 'png'];
/** A field that names no size takes files up to 5 MiB; no field takes more than 10 MiB. */
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** An upload's id: 128 random bits in hex, the only name a stored file has. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The types a field accepts, from its data: known names only (`"JPEG"` is jpg), the default when none is known. */
export function acceptedTypes(given: readonly string[] | undefined): FileType[] {
  const named = (given ?? []).map((t) => t.trim().toLowerCase().replace(/^\./, '')).map((t) => (t === 'jpeg' ? 'jpg' : t));
  const known = [...new Set(named.filter(isFileType))];
  return known.length ? known : [...DEFAULT_FILE_TYPES];
}

/** A field's size limit in bytes: a positive whole number up to MAX_FILE_BYTES, else the default. */
export function maxFileBytes(given: number | undefined): number {
  return typeof given === 'number' && Number.isInteger(given) && given > 0 ? Math.min(given, MAX_FILE_BYTES) : DEFAULT_MAX_FILE_BYTES;
}

/** The `accept` attribute of a file input for these types: their extensions (a JPEG's both). */
export const acceptAttribute = (types: readonly FileType[]): string => types.map((t) => (t === 'jpg' ? '.jpg,.jpeg' : `.${t}`)).join(',');

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** A file's type read from its first bytes (what the server trusts); null for anything else. */
export function sniffedType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

