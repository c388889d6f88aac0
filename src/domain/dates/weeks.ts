/**
 * Week numbering with a first day of the week and a minimal number of days
 * in the first week (docs/behaviour.md §9: ISO weeks use first day 2 = Monday, in the
 * 1-based Sunday-first numbering, and min days 4).
 */

export interface WeekRule {
  /** 0 = Sunday ... 6 = Saturday. */
  readonly firstDay: number;
  /** Days of the new year the first week must hold, 1 to 7. */
  readonly minDays: number;
}

export const ISO_WEEKS: WeekRule = { firstDay: 1, minDays: 4 };
export const SUNDAY_WEEKS: WeekRule = { firstDay: 0, minDays: 1 };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** 0-based day of the year where week 1 starts (may be negative). */
function firstWeekStart(jan1Weekday: number, rule: WeekRule): number {
  const lead = (jan1Weekday - rule.firstDay + 7) % 7;
  return 7 - lead >= rule.minDays ? -lead : 7 - lead;
}

export interface WeekOfYear {
  readonly week: number;
  readonly weekYear: number;
}

/**
 * The week and week-based year of a date, given its year, 0-based day of
 * year and weekday (0 = Sunday).
 */
export function weekOfYear(year: number, dayOfYear: number, weekday: number, rule: WeekRule): WeekOfYear {
  const jan1 = (((weekday - dayOfYear) % 7) + 7) % 7;
  const start = firstWeekStart(jan1, rule);
  if (dayOfYear < start) {
    const prevDays = daysInYear(year - 1);
    return weekOfYear(year - 1, dayOfYear + prevDays, weekday, rule);
  }
  const length = daysInYear(year);
  const nextJan1 = (jan1 + length) % 7;
  if (dayOfYear >= length + firstWeekStart(nextJan1, rule)) return { week: 1, weekYear: year + 1 };
  return { week: Math.floor((dayOfYear - start) / 7) + 1, weekYear: year };
}
