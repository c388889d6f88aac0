import { looseNumber } from './loose';

/**
 * Subscription price phrases (docs/behaviour.md §9): every week, month or year, or every N weeks,
 * months or years, optionally for a duration of N units or for 1 year. Billing
 * periods per year: week 52, month 12; a duration that divides evenly into years is
 * shown in years ("every 2 weeks" for 26 cycles is "for 1 year").
 *
 * Each phrase has a message key, which sites may translate (`localizedStrings`):
 * `productPrice__{singlePrice|fromPrice}__{period}__{duration}` with period one of
 * weekly, nWeekly, monthly, nMonthly, yearly, nYearly and duration one of indefinite,
 * limited__nWeeks, limited__nMonths, limited__nYears, limited__oneYear. Placeholders:
 * {price}, {billingPeriodValue}, {duration}.
 */

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';
export type PeriodKey = 'weekly' | 'nWeekly' | 'monthly' | 'nMonthly' | 'yearly' | 'nYearly';
export type DurationKey = 'indefinite' | 'limited__nWeeks' | 'limited__nMonths' | 'limited__nYears' | 'limited__oneYear';
/** A single price, or the lowest of several ('from'). */
export type PriceKind = 'singlePrice' | 'fromPrice';

export const PERIODS_PER_YEAR: Readonly<Record<BillingUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

export interface BillingPlan {
  readonly billingPeriod?: { readonly value: unknown; readonly unit: string } | undefined;
  readonly numBillingCycles?: unknown;
}

export interface BillingPlanDescription {
  readonly unit: BillingUnit;
  /** Billed every this many units. */
  readonly billingPeriodValue: number;
  readonly period: PeriodKey;
  readonly duration: DurationKey;
  /** The duration in the unit the phrase names (weeks, months or years); 0 when indefinite. */
  readonly durationValue: number;
}

const PERIOD_KEYS: Readonly<Record<BillingUnit, readonly [PeriodKey, PeriodKey]>> = {
  WEEK: ['weekly', 'nWeekly'],
  MONTH: ['monthly', 'nMonthly'],
  YEAR: ['yearly', 'nYearly'],
};

function billingUnit(unit: string): BillingUnit | undefined {
  const u = unit.trim().toUpperCase();
  return u === 'WEEK' || u === 'MONTH' || u === 'YEAR' ? u : undefined;
}

/** Reads a plan; `undefined` when it has no usable billing period (price "Unavailable"). */
export function describeBillingPlan(plan: BillingPlan | null | undefined): BillingPlanDescription | undefined {
  const period = plan?.billingPeriod;
  const unit = period ? billingUnit(period.unit) : undefined;
  const every = looseNumber(period?.value);
  if (!unit || every === undefined || every < 1 || !Number.isInteger(every)) return undefined;
  const [one, many] = PERIOD_KEYS[unit];
  const base = { unit, billingPeriodValue: every, period: every === 1 ? one : many };
  const cycles = looseNumber(plan?.numBillingCycles) ?? 0;
  if (cycles <= 0) return { ...base, duration: 'indefinite', durationValue: 0 };
  const total = every * cycles;
  const perYear = PERIODS_PER_YEAR[unit];
  if (total % perYear === 0) {
    const years = total / perYear;
    return { ...base, duration: years === 1 ? 'limited__oneYear' : 'limited__nYears', durationValue: years };
  }
  return { ...base, duration: unit === 'WEEK' ? 'limited__nWeeks' : 'limited__nMonths', durationValue: total };
}

/** The message key of a phrase, e.g. `productPrice__singlePrice__nWeekly__limited__nWeeks`. */
export function subscriptionPhraseKey(kind: PriceKind, plan: BillingPlanDescription): string {
  return `productPrice__${kind}__${plan.period}__${plan.duration}`;
}

const UNIT_WORDS: Readonly<Record<BillingUnit, readonly [string, string]>> = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
};

/** The English phrase template of a plan, with {price} left in: "{price} every 2 weeks for 12 weeks". */
export function defaultSubscriptionPhrase(kind: PriceKind, plan: BillingPlanDescription): string {
  const [one, many] = UNIT_WORDS[plan.unit];
  const every = plan.billingPeriodValue === 1 ? `every ${one}` : `every {billingPeriodValue} ${many}`;
  let duration = '';
  if (plan.duration === 'limited__oneYear') duration = ' for 1 year';
  else if (plan.duration !== 'indefinite') {
    const unit: BillingUnit = plan.duration === 'limited__nYears' ? 'YEAR' : plan.unit;
    const [dOne, dMany] = UNIT_WORDS[unit];
    duration = ` for {duration} ${plan.durationValue === 1 ? dOne : dMany}`;
  }
  return `${kind === 'fromPrice' ? 'from ' : ''}{price} ${every}${duration}`;
}

/**
 * The phrase for a plan with its numbers filled in and `{price}` left for the caller
 * (markup in a template, text in a widget). `translations` are the site's localized
 * strings by message key; a missing key falls back to English.
 */
export function subscriptionPhrase(
  kind: PriceKind,
  plan: BillingPlanDescription,
  translations: Readonly<Record<string, unknown>> = {},
): string {
  const translated = translations[subscriptionPhraseKey(kind, plan)];
  const template = typeof translated === 'string' ? translated : defaultSubscriptionPhrase(kind, plan);
  return template
    .replaceAll('{billingPeriodValue}', String(plan.billingPeriodValue))
    .replaceAll('{duration}', String(plan.durationValue));
}
