/** Lengths of time in milliseconds, for date arithmetic (the minifier folds `12 * HOUR` to one literal). */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
