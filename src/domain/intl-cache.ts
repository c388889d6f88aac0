/**
 * The engine's one Intl cache. Intl objects are costly to build; templates ask for
 * the same few again and again. These return cached instances, falling back to `en`
 * (and the default time zone) when the locale or zone is not supported. Every
 * formatter module gets its Intl objects here (`intlObject` for its own fallback
 * rules), and `memoResult` keeps the text of pure, Intl-heavy results (a date's fields,
 * a zone's name at an instant) that pages ask for many times.
 */
/**
 * A bounded memo: the value `make` returns under `key`, built once; the map is cleared
 * when it holds `max` entries. Also the engine's compiled templates (engine.ts) and
 * parsed paths (scope.ts `refOf`).
 */
export function boundedMemo(max: number): <T>(key: string, make: () => T) => T {
  const map = new Map<string, unknown>();
  return <T>(key: string, make: () => T): T => {
    if (map.has(key)) return map.get(key) as T;
    if (map.size >= max) map.clear();
    const value = make();
    map.set(key, value);
    return value;
  };
}

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
