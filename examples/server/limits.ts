/**
 * Every resource limit of the reference backend in one place (docs/backend.md "Limits").
 * Bodies are refused with 413 before they are read whole; counts with 409 or 429.
 */
export const LIMITS = {
  /** JSON calls under /api/ (cart, subscription, restock, owner API). */
  jsonBodyBytes: 32 * 1024,
  /** Form blocks and custom product forms: the answers of one submission. */
  formBodyBytes: 64 * 1024,
  /** Census, analytics and performance beacons. */
  beaconBodyBytes: 16 * 1024,
  /** A batch of JS error reports: 10 queued, stacks of 5,000 characters (docs/behaviour.md §9). */
  errorReportBodyBytes: 64 * 1024,
  /** One file of a form's file field (src/forms/files.ts MAX_FILE_BYTES; a field's own limit is checked after). */
  uploadBodyBytes: 10 * 1024 * 1024,
  /** Form-encoded page posts (checkout, owner pages). */
  pageFormBytes: 8 * 1024,
  /** The `additionalFields` JSON string of one cart entry, in characters. */
  additionalFieldsChars: 16 * 1024,
  /** Distinct entries in one cart. */
  entriesPerCart: 100,
  /** Carts (shopping, subscription, gift card) one client address may create in an hour. */
  cartsPerAddressPerHour: 20,
  /** Form submissions (contact, newsletter, custom product forms) one client address may save in an hour. */
  formSubmissionsPerAddressPerHour: 20,
  /** Bot-check stand-in tokens one client address may get in an hour. */
  captchaTokensPerAddressPerHour: 20,
  /** Failed owner sign-in guesses from one address in a minute before each next guess waits (doubling). */
  signInGuessesPerMinute: 10,
  /** Ids in beacon paths (`/api/census/RecordQuickView/{id}`). */
  beaconIdChars: 64,
  /** Likes one client address may add to one content item in a day (a household's visitors). */
  likesPerAddressPerDay: 3,
  /** Visitors (keys) the rate limiter remembers; the least recently seen are forgotten. */
  rateKeys: 10_000,
} as const;

/** Which body limit a request path gets. */
export function bodyLimitFor(path: string): number {
  if (path.startsWith('/api/events/RecordJavascriptErrors')) return LIMITS.errorReportBodyBytes;
  if (/^\/api\/(census|events|1\/performance)\//.test(path)) return LIMITS.beaconBodyBytes;
  if (path === '/api/form/UploadFile') return LIMITS.uploadBodyBytes;
  if (/^\/api\/(form|rest\/forms)\//.test(path)) return LIMITS.formBodyBytes;
  if (path.startsWith('/api/')) return LIMITS.jsonBodyBytes;
  return LIMITS.pageFormBytes;
}
