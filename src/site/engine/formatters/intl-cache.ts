/**
 * Intl objects are costly to build; templates ask for the same few again
 * and again. These return cached instances, falling back to `en` (and the
 * default time zone) when the locale or zone is not supported.
 */
const MAX = 200;
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

/** Intl.ListFormat (e.g. `type: 'unit'` for a sequence of quantities), falling back to `en`. */
export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return memo(`l|${locale}|${JSON.stringify(options)}`, () =>
    withFallback((l) => new Intl.ListFormat(l, options), locale),
  );
}
