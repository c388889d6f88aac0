import { isObject, toText } from '../engine/values';
import { platformNumber } from '../../domain/platform-number';

/**
 * The billing phrase of a subscription price as the platform's templates write it
 * (found by the differential suite, test/unit/site/commerce/billing-phrase.test.ts "translates by the key of value × cycles (indefinite…"; the widgets' stricter reading, which
 * says "Unavailable" for an incomplete period, is src/domain/subscription-phrase.ts):
 *
 * - the period value and `numBillingCycles` are read as platformNumber reads them ("1e3"
 *   is 1, `true` 1, a missing value, null, a list or an object 0, "abc" NaN); the unit is
 *   `billingPeriod.unit` in lower case when it is a scalar (a list or object is none);
 * - "{price} every {unit}" for a period value of 1 or less, else
 *   "{price} every {value} {unit}s" ("every day", "every 2 s" without a unit);
 * - with cycles above 0, " for {value × cycles} {unit}(s)", in years when WEEK, MONTH or
 *   YEAR (upper case) make a positive whole number of years ("every 2 weeks for 1 year",
 *   "for -252 months", "Week" 2 × 26 "for 52 weeks");
 * - a plan without `billingPeriod` has no phrase (the price is "Unavailable");
 * - a site translates the phrases of a period value other than 1 (missing and NaN too),
 *   except a duration of one year, by message key (`localizedStrings`:
 *   productPrice__{singlePrice|fromPrice}__n{Unit}ly__{indefinite|limited__n{Unit}s|
 *   limited__nYears}, the unit capitalised: nWeekly, nDayly, nly without a unit); the key
 *   is limited when value × cycles is not 0 (NaN too),
 *   whatever the sign of the cycles; a translation that is not text is its number or boolean
 *   as written, else nothing;
 * - the phrase, unit included, is an ICU message (`{price}`, `{billingPeriodValue}`,
 *   `{duration}`; any other argument writes nothing, apostrophes quote).
 */

export type PriceKind = 'singlePrice' | 'fromPrice';

export interface BillingPhrase {
  /** The message pattern, with `{price}` where the price goes. */
  readonly pattern: string;
  /** Its arguments other than the price. */
  readonly args: ReadonlyMap<string, unknown>;
}

/** Units counted in years, as the platform writes them (upper case only: "Week" is not). */
const PER_YEAR: Readonly<Record<string, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

const capitalized = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** The phrase as a message pattern, or null when the plan has no billing period. */
export function billingPhrase(kind: PriceKind, subscriptionPlan: unknown, translations: Readonly<Record<string, unknown>>): BillingPhrase | null {
  if (!isObject(subscriptionPlan) || !('billingPeriod' in subscriptionPlan)) return null;
  const period = isObject(subscriptionPlan['billingPeriod']) ? subscriptionPlan['billingPeriod'] : {};
  const rawUnit = period['unit'];
  const unit = typeof rawUnit === 'object' || rawUnit === undefined ? '' : String(rawUnit).toLowerCase();
  const value = platformNumber(period['value']);
  const cycles = platformNumber(subscriptionPlan['numBillingCycles']);
  const perYear = typeof rawUnit === 'string' ? PER_YEAR[rawUnit] : undefined;
  const total = value * cycles;
  const years = perYear !== undefined && total > 0 && total % perYear === 0 ? total / perYear : undefined;
  const [durationKey, durationText] =
    years === 1
      ? ['limited__oneYear', ' for 1 year']
      : years !== undefined
        ? ['limited__nYears', ' for {duration} years']
        : [`limited__n${capitalized(unit)}s`, ` for {duration} ${unit}${total === 1 ? '' : 's'}`];
  const key = `productPrice__${kind}__n${capitalized(unit)}ly__${total === 0 ? 'indefinite' : durationKey}`;
  // a period value other than 1 picks the translation, except for one year; any value there is its text (a list or object: nothing)
  const translated = value !== 1 && years !== 1 ? translations[key] : undefined;
  const pattern =
    translated !== undefined
      ? toText(translated)
      : `${kind === 'fromPrice' ? 'from ' : ''}{price} every ${value > 1 ? `{billingPeriodValue} ${unit}s` : unit}${cycles > 0 ? durationText : ''}`;
  return { pattern, args: new Map([['billingPeriodValue', value], ['duration', years ?? total]]) };
}
