/**
 * The success URL a form goes to after a submission (docs/behaviour.md §4): only http(s) URLs and
 * same-site relative paths; anything else (`javascript:`, `data:`, protocol-relative
 * `//host`, backslash tricks) is refused: null.
 */
export const safeSuccessUrl = (url: string | null | undefined, base: string): string | null => {
  if (typeof url !== 'string') return null;
  const raw = url.trim();
  if (raw === '' || /[\u0000-\u001f\\]/.test(raw)) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(raw);
  if (relative && (raw.startsWith('//') || parsed.origin !== new URL(base).origin)) return null;
  return parsed.href;
};
