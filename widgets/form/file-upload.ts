import { CRUMB_COOKIE, CRUMB_HEADER } from '../../src/contract/constants';
import { FileUploadResponseSchema } from '../../src/contract/form-calls';
import type { FileAnswer } from '../../src/forms/answers';
import type { FileType } from '../../src/forms/files';
import { checkFile, sizeText } from '../../src/forms/validate';
import { formRoutes } from '../../src/forms/routes';
import { frFormMessages as frForms } from '../../src/i18n/form-messages';
import { errorFor } from '../../src/api/client';
import { messageFor } from '../../src/api/messages';
import { readCookie } from '../../src/state/cookies';

/**
 * A file field's upload (docs/forms.md "File fields"), loaded when the shopper picks a file,
 * never at mount: the browser's check (name, size, type), then the bytes sent with
 * XMLHttpRequest, the one browser call that reports upload progress, with the crumb header.
 * Resolves with the answer to submit or the message to show at the field; never rejects.
 */
export type UploadOutcome = { ok: true; answer: FileAnswer; shown: string } | { ok: false; message: string };

export interface UploadTarget {
  readonly formId: string;
  readonly fieldId: string;
  readonly accept: readonly FileType[];
  readonly maxBytes: number;
}

/** Server answers a field shows as they are: too large, wrong type, no name (the server's check, same words). */
const FIELD_STATUSES = new Set([400, 413, 415]);

export function uploadFile(file: File, target: UploadTarget, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  const refused = checkFile({ name: file.name, size: file.size, mime: file.type }, target.accept, target.maxBytes);
  if (refused) return Promise.resolve({ ok: false, message: refused });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ formId: target.formId, fieldId: target.fieldId });
    xhr.open('POST', `${formRoutes.upload}?${query}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.setRequestHeader('Accept', 'application/json');
    const crumb = readCookie(CRUMB_COOKIE);
    if (crumb) xhr.setRequestHeader(CRUMB_HEADER, crumb);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    const failed = () => resolve({ ok: false, message: frForms.fileLoadFailed });
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.onload = () => resolve(outcomeOf(xhr.status, xhr.responseText));
    xhr.send(file);
  });
}

function outcomeOf(status: number, text: string): UploadOutcome {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (status >= 200 && status < 300) {
    const parsed = FileUploadResponseSchema.safeParse(json);
    if (!parsed.success) return { ok: false, message: frForms.fileProcessFailed };
    const { uploadId, name, size } = parsed.data;
    const shown = frForms.fileUploaded.replace('{name}', name).replace('{size}', sizeText(size));
    return { ok: true, answer: { Upload: uploadId, Name: name, Size: String(size) }, shown };
  }
  const error = errorFor(status, json);
  if (error.kind === 'server' && FIELD_STATUSES.has(status) && error.message) return { ok: false, message: error.message };
  if (error.kind === 'server') return { ok: false, message: frForms.fileProcessFailed };
  return { ok: false, message: messageFor(error) };
}
