/**
 * The engine's one Intl cache. Intl objects are costly to build; templates ask for
 * the same few again and again. These return cached instances, falling back to `en`
 * (and the default time zone) when the locale or zone is not supported. Every
 * formatter module gets its Intl objects here (`intlObject` for its own fallback
 * rules), and `memoText` keeps the text of pure, Intl-heavy results (a date's fields,
 * a zone's name at an instant) that pages ask for many times.
 */
const MAX = 400;
const cache = new Map<string, object>();

function memo<T extends object>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    if (cache.size >= MAX) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** A cached Intl object (or any costly immutable object) under `key`, built by `make` once. */
export const intlObject: <T extends object>(key: string, make: () => T) => T = memo;

const RESULTS_MAX = 2000;
const results = new Map<string, unknown>();

/** The result of a pure computation under `key` (bounded; cleared when full). */
export function memoResult<T>(key: string, make: () => T): T {
  if (results.has(key)) return results.get(key) as T;
  if (results.size >= RESULTS_MAX) results.clear();
  const value = make();
  results.set(key, value);
  return value;
}

function withFallback<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    return make('en');
  }
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return memo(`n|${locale}|${JSON.stringify(options)}`, () =>
    withFallback((l) => new Intl.NumberFormat(l, options), locale),
  );
}

export function pluralRules(locale: string, options: Intl.PluralRulesOptions): Intl.PluralRules {
  return memo(`p|${locale}|${JSON.stringify(options)}`, () =>
    withFallback((l) => new Intl.PluralRules(l, options), locale),
  );
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(`d|${locale}|${JSON.stringify(options)}`, () => {
    try {
      return new Intl.DateTimeFormat(locale, options);
    } catch {
      return new Intl.DateTimeFormat('en', { ...options, timeZone: 'America/New_York' });
    }
  });
}
