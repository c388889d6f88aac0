/**
 * Whether a page error is ours to report (docs/api.md "Error reports"): errors thrown
 * by other scripts on the page are reported only when their stack passes through the
 * SDK's own files (`base`: the folder of the loader and its chunks).
 */
export const isOurs = (error: unknown, base: string): boolean => error instanceof Error && !!error.stack?.includes(base);
