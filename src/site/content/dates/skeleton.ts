/**
 * CLDR date/time skeletons (`yMMMEEEd`, `Bh`, `hm`) as Intl.DateTimeFormat
 * options. Fields Intl has no option for (quarters, weeks) are ignored.
 */

type Options = Intl.DateTimeFormatOptions;
type Run = { readonly letter: string; readonly count: number };

const textWidth = (count: number): 'short' | 'long' | 'narrow' =>
  count >= 5 ? 'narrow' : count === 4 ? 'long' : 'short';

function applyRun(options: Options, { letter, count }: Run): void {
  switch (letter) {
    case 'G':
      options.era = textWidth(count);
      break;
    case 'y':
    case 'Y':
    case 'u':
      options.year = count === 2 ? '2-digit' : 'numeric';
      break;
    case 'M':
    case 'L':
      options.month = count === 1 ? 'numeric' : count === 2 ? '2-digit' : textWidth(count);
      break;
    case 'd':
      options.day = count === 2 ? '2-digit' : 'numeric';
      break;
    case 'E':
    case 'c':
    case 'e':
      options.weekday = textWidth(count);
      break;
    case 'h':
    case 'K':
      options.hour = count === 2 ? '2-digit' : 'numeric';
      options.hourCycle = letter === 'h' ? 'h12' : 'h11';
      break;
    case 'H':
    case 'k':
      options.hour = count === 2 ? '2-digit' : 'numeric';
      options.hourCycle = letter === 'H' ? 'h23' : 'h24';
      break;
    case 'j':
    case 'J':
    case 'C':
      options.hour = count === 2 ? '2-digit' : 'numeric';
      break;
    case 'm':
      options.minute = count === 2 ? '2-digit' : 'numeric';
      break;
    case 's':
      options.second = count === 2 ? '2-digit' : 'numeric';
      break;
    case 'S':
      options.fractionalSecondDigits = Math.min(count, 3) as 1 | 2 | 3;
      break;
    case 'B':
    case 'b':
      options.dayPeriod = textWidth(count);
      break;
    case 'z':
      options.timeZoneName = count >= 4 ? 'long' : 'short';
      break;
    case 'v':
      options.timeZoneName = count >= 4 ? 'longGeneric' : 'shortGeneric';
      break;
    case 'O':
    case 'Z':
    case 'X':
    case 'x':
      options.timeZoneName = count >= 4 ? 'longOffset' : 'shortOffset';
      break;
    default:
      break;
  }
}

export function skeletonOptions(skeleton: string): Options {
  const options: Options = {};
  // each run of one letter (`MMM`) is one field
  for (const [run, letter = ''] of skeleton.matchAll(/(.)\1*/gs)) applyRun(options, { letter, count: run.length });
  return options;
}

const DATE_LETTERS = /[GyYuMLdEce]/;
const TIME_LETTERS = /[hHkKjJCmsSBbzvOZXx]/;

export function hasDateFields(skeleton: string): boolean {
  return DATE_LETTERS.test(skeleton);
}

export function hasTimeFields(skeleton: string): boolean {
  return TIME_LETTERS.test(skeleton);
}

/** Looks like a skeleton: only pattern letters. */
export function isSkeleton(text: string): boolean {
  return /^[A-Za-z]+$/.test(text);
}
