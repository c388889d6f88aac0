import { array, boolean, enum as zEnum, gte, int, looseObject, lte, maxLength, minLength, nonnegative, nullable, number, object, optional, string } from './zod';
import type { output } from './zod';
import { ERROR_QUEUE_CAP, STACK_MAX } from './error-report-limits';
import { PERFORMANCE_BATCH_MAX, VITALS } from './tracking-constants';

/**
 * The tracking calls of docs/behaviour.md §7, as the reference backend and the tests read them:
 * census hits, analytics events (payloads 1 and 2), performance records and error
 * reports. The browser builds these (src/tracking/) and never validates them: it only
 * sends. Strings are bounded so one hostile call cannot fill the store.
 */
const text = (max: number) => string().check(maxLength(max));
const size = number().check(int(), nonnegative());

/** docs/behaviour.md §3 "Tracking payloads": the page fields of every census call. */
export const PageFieldsSchema = object({
  visitorCookie: text(200),
  title: text(500),
  pageId: text(100),
  contentSource: zEnum(['item', 'collection']),
  pagePath: text(2083),
  permissionType: optional(number()),
  userAgent: text(1000),
  clientDate: number(),
  viewportWidth: size,
  viewportHeight: size,
  screenWidth: size,
  screenHeight: size,
  websiteId: text(100),
  templateId: text(100),
  locale: text(35),
  queryString: text(2083),
  referrer: text(2083),
  localStorageWorks: boolean(),
});
export type PageFields = output<typeof PageFieldsSchema>;

/** POST /api/census/RecordHit, form-encoded: event, data (JSON page fields), ss_cvr. */
export const RecordHitFormSchema = object({
  event: text(64).check(minLength(1)),
  data: PageFieldsSchema,
  ss_cvr: text(200),
});

/** POST /api/census/button-click, button-render (JSON): the page fields and the button's id, nothing else kept. */
export const ButtonCensusSchema = object({ ...PageFieldsSchema.def.shape, buttonId: optional(text(200)) });
/** POST /api/census/form-render (JSON). */
export const FormRenderCensusSchema = object({ ...PageFieldsSchema.def.shape, formId: text(200).check(minLength(1)) });
/** POST /api/census/overlay (JSON). */
export const OverlayCensusSchema = PageFieldsSchema;

/** docs/behaviour.md §3 analytics payload 1, the `data` of POST /api/events/RecordEvent. */
export const AnalyticsPayload1Schema = object({
  eventName: text(64).check(minLength(1)),
  websiteId: text(100),
  memberAccountId: nullable(text(100)),
  website_locale: text(35),
  member_locale: text(35),
  templateId: text(100),
  variantId: nullable(text(100)),
  pageHash: text(2083),
  pagePath: text(2083),
});
export type AnalyticsPayload1 = output<typeof AnalyticsPayload1Schema>;

/** POST /api/events/RecordEvent, form-encoded. */
export const RecordEventFormSchema = object({
  crumb: text(200).check(minLength(1)),
  event: text(64).check(minLength(1)),
  data: AnalyticsPayload1Schema,
});

/** Largest amount (major units) one analytics event may carry, either sign: no sum of them reads "∞ €". */
export const ANALYTICS_AMOUNT_MAX = 1_000_000_000;
const amount = number().check(gte(-ANALYTICS_AMOUNT_MAX), lte(ANALYTICS_AMOUNT_MAX));

/**
 * docs/behaviour.md §3 analytics payload 2's eventContent. `event_properties` carries the event's
 * own payload (amounts in major units, docs/behaviour.md §9): docs/behaviour.md lists the context fields only.
 */
export const EventContentSchema = object({
  analytics_id: text(100),
  session_id: text(100),
  marketing_id: nullable(text(100)),
  browser_language: text(35),
  window_width: size,
  window_height: size,
  page_host: text(255),
  page_path: text(2083),
  page_query: text(2083),
  page_referrer: text(2083),
  user_agent: text(1000),
  occurred_at: number().check(int(), nonnegative()),
  source_environment: text(64),
  context_website_id: text(100),
  destination_url: nullable(text(2083)),
  member_account_id: nullable(text(100)),
  object_identifier: nullable(text(200)),
  resolved_locale: text(35),
  website_locale: text(35),
  member_account_locale: nullable(text(35)),
  /** docs/behaviour.md §6: visitor or signed-in site user (the SiteUserInfo cookie), for event logging. */
  site_user_signed_in: optional(boolean()),
  site_user_id: optional(nullable(text(100))),
  /** The event's own payload (a theme developer's events carry their own keys); its amounts bounded. */
  event_properties: looseObject({ value: optional(amount), shipping: optional(amount), tax: optional(amount) }),
});
export type EventContent = output<typeof EventContentSchema>;

/** POST to the events service (and its validate-event-content/{schemaName} path). */
export const EventsServiceBodySchema = object({
  eventSchemaName: text(64).check(minLength(1)),
  eventContent: EventContentSchema,
});
export type EventsServiceBody = output<typeof EventsServiceBodySchema>;

/** One performance record (docs/behaviour.md §9 web-vitals, rated good / needs-improvement / poor). */
export const PerformanceRecordSchema = object({
  metric: zEnum(VITALS),
  value: number().check(nonnegative()),
  rating: zEnum(['good', 'needs-improvement', 'poor']),
  elementPath: nullable(text(200)),
  pagePath: text(2083),
  websiteId: text(100),
  recordedAt: number().check(int(), nonnegative()),
});
export type PerformanceRecord = output<typeof PerformanceRecordSchema>;

/** POST /api/1/performance/records: a JSON array sent as text (stored whole or not at all). */
export const PerformanceBatchSchema = array(PerformanceRecordSchema).check(minLength(1), maxLength(PERFORMANCE_BATCH_MAX));

/** One report of POST /api/events/RecordJavascriptErrors: event, data, timestamp (docs/behaviour.md §7). */
export const JavascriptErrorReportSchema = object({
  event: text(64).check(minLength(1)),
  data: object({
    message: text(1000),
    stack: text(STACK_MAX),
    source: text(64),
    pagePath: text(2083),
  }),
  timestamp: number().check(int(), nonnegative()),
});
export type JavascriptErrorReport = output<typeof JavascriptErrorReportSchema>;

export const JavascriptErrorBatchSchema = array(JavascriptErrorReportSchema).check(minLength(1), maxLength(ERROR_QUEUE_CAP));
