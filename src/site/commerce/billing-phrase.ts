import { isObject, toText } from '../engine/values.js';

/**
 * The billing phrase of a subscription price as the platform's templates write it
 * (found by the differential suite, test/diff/; the widgets' stricter reading, which
 * says "Unavailable" for an incomplete period, is src/domain/subscription-phrase.ts):
 *
 * - "{price} every {unit}" for a period value of 1 or less (text is read as
 *   `parseFloat` reads it, other values are 0), else "{price} every {value} {unit}s"; the unit is `billingPeriod.unit` in lower
 *   case, whatever it is ("every day", "every 2 s" without one);
 * - with `numBillingCycles` above 0, " for {value × cycles} {unit}(s)", in years when
 *   weeks or months make whole years ("every 2 weeks for 1 year");
 * - a plan without `billingPeriod` has no phrase (the price is "Unavailable");
 * - a site translates the phrases of a period value given as a number other than 1 by message key
 *   (`localizedStrings`: productPrice__{singlePrice|fromPrice}__{nWeekly|nMonthly|nYearly}__
 *   {indefinite|limited__nWeeks|limited__nMonths|limited__nYears|limited__oneYear}); a
 *   number of cycles other than 0 picks a limited phrase there, even below 0; a translation
 *   that is not text is its number or boolean as written, else nothing.
 */

export type PriceKind = 'singlePrice' | 'fromPrice';

const PER_YEAR: Readonly<Record<string, number>> = { week: 52, month: 12, year: 1 };

/** A number as the phrase reads it: text as `parseFloat` reads it (NaN when it is none), other values 0. */
const numeric = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' ? parseFloat(value) : 0);

/** The phrase with `{price}` left in, or null when the plan has no billing period. */
export function billingPhrase(kind: PriceKind, subscriptionPlan: unknown, translations: Readonly<Record<string, unknown>>): string | null {
  if (!isObject(subscriptionPlan) || !('billingPeriod' in subscriptionPlan)) return null;
  const period = isObject(subscriptionPlan['billingPeriod']) ? subscriptionPlan['billingPeriod'] : {};
  const unit = period['unit'] === undefined || period['unit'] === null ? '' : String(period['unit']).toLowerCase();
  const value = numeric(period['value']);
  const cycles = numeric(subscriptionPlan['numBillingCycles']);
  const perYear = PER_YEAR[unit];
  const total = value * cycles;
  const years = perYear !== undefined && total !== 0 && total % perYear === 0 ? total / perYear : undefined;
  const [durationKey, durationText] =
    cycles === 0
      ? ['indefinite', '']
      : years === 1
        ? ['limited__oneYear', ' for 1 year']
        : years !== undefined
          ? ['limited__nYears', ' for {duration} years']
          : [`limited__n${unit.charAt(0).toUpperCase()}${unit.slice(1)}s`, ` for {duration} ${unit}${total === 1 ? '' : 's'}`];
  const several = value > 1;
  const key = `productPrice__${kind}__n${unit.charAt(0).toUpperCase()}${unit.slice(1)}ly__${durationKey}`;
  // a period value given, a number other than 1, picks the translation; any value there is its text (a list or object: nothing)
  const translated = value !== 1 && !Number.isNaN(value) && period['value'] !== undefined && perYear !== undefined ? translations[key] : undefined;
  const template =
    translated !== undefined
      ? toText(translated)
      : `${kind === 'fromPrice' ? 'from ' : ''}{price} every ${several ? `{billingPeriodValue} ${unit}s` : unit}${cycles > 0 ? durationText : ''}`;
  // the phrase is a message pattern: ICU apostrophe quoting ('' is one, a lone one quotes up to the next)
  return template
    .replace(/''|'([^']*)'?/g, (quote, inner: string | undefined) => inner ?? "'")
    .replaceAll('{billingPeriodValue}', String(value)).replaceAll('{duration}', String(years ?? total));
}
