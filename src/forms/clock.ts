/**
 * Whether a language writes the time of day on a 12-hour clock with AM/PM (en-US) or
 * on a 24-hour one (fr), as Intl says for it. The time field follows the page's
 * language: on a 24-hour page it asks no AM/PM (issue 26 point 4). Unknown: the
 * platform's own field, 12-hour.
 */
export const twelveHourClock = (lang: string): boolean => {
  try {
    const cycle = new Intl.DateTimeFormat(lang || undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === undefined || cycle === 'h12' || cycle === 'h11';
  } catch {
    return true;
  }
};
