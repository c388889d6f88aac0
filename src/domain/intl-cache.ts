/**
 * The engine's one Intl cache. Intl objects are costly to build; templates ask for
 * the same few again and again. These return cached instances, falling back to `en`
 * (and the default time zone) when the locale or zone is not supported. Every
 * formatter module gets its Intl objects here (`intlObject` for its own fallback
 * rules), and `memoResult` keeps the text of pure, Intl-heavy results (a date's fields,
 * a zone's name at an instant) that pages ask for many times.
 */
import { boundedMemo } from './bounded-memo';

/** A cached Intl object (or any costly immutable object) under `key`, built by `make` once. */
export const intlObject = boundedMemo(400);

/** The result of a pure computation under `key` (bounded; cleared when full). */
export const memoResult = boundedMemo(2000);

function withFallback<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    return make('en');
  }
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return intlObject(`n|${locale}|${JSON.stringify(options)}`, () =>
    withFallback((l) => new Intl.NumberFormat(l, options), locale),
  );
}

export function pluralRules(locale: string, options: Intl.PluralRulesOptions): Intl.PluralRules {
  return intlObject(`p|${locale}|${JSON.stringify(options)}`, () =>
    withFallback((l) => new Intl.PluralRules(l, options), locale),
  );
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return intlObject(`d|${locale}|${JSON.stringify(options)}`, () => {
    try {
      return new Intl.DateTimeFormat(locale, options);
    } catch {
      return new Intl.DateTimeFormat('en', { ...options, timeZone: 'America/New_York' });
    }
  });
}
