/**
 * Whether a page error is ours to report (docs/api.md "Error reports"): errors thrown
 * by other scripts on the page are reported only when their stack passes through the
 * SDK's own files (`chunksBase`, or the loader's URL).
 */
export const isOurs = (error: unknown, ourUrls: readonly string[]): boolean => {
  const stack = error instanceof Error ? error.stack ?? '' : '';
  return ourUrls.some((url) => url && stack.includes(url));
};
