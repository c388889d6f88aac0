import { dateTimeFormat, numberFormat } from '../../../src/domain/intl-cache.js';
import { esc } from '../pages/html.js';

/**
 * The owner pages' numbers and dates, every formatter from the engine's one Intl cache
 * (src/domain/intl-cache.ts), built once per locale and options. The pages used to build
 * one per table cell (`new Intl.NumberFormat`, `toLocaleString` with a locale): each holds
 * ICU objects that V8 frees in finalizers during garbage collection, and at a thousand
 * cells a view those finalizers held the server's event loop for 80–295 ms of CPU at a
 * time (docs/reliability.md "Analytics at scale"). The text is the same as before.
 */

/** What `Date.prototype.toLocaleString(locale, { timeZone: 'UTC' })` writes: the date and the time, in UTC. */
const UTC_DATE_TIME: Intl.DateTimeFormatOptions = { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };

/** A count in the owner's language: 12 345 in French. */
export const count = (value: number, locale: string): string => numberFormat(locale, {}).format(value);

/** An amount in major units (49.9, not cents) with its currency's sign: 49,90 €. */
export const money = (value: number, currency: string, locale: string): string => numberFormat(locale, { style: 'currency', currency }).format(value);

/** A report day (YYYY-MM-DD, UTC) written in the owner's language: "27 novembre 2026". */
export const longDay = (day: string, locale: string): string =>
  dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** An instant (ms) as an owner table's cell: `<time>` with the ISO instant, the French date and time in UTC as its text. */
export const utcTime = (ms: number): string =>
  `<time datetime="${esc(new Date(ms).toISOString())}">${esc(dateTimeFormat('fr-FR', UTC_DATE_TIME).format(ms))} UTC</time>`;
