import { useSyncExternalStore } from 'react';

/** The currency and locale a page's configuration block gives, each only when it gives one. */
export interface PageMoneySettings {
  readonly currency?: string;
  readonly locale?: string;
}

const NONE: PageMoneySettings = {};
let cached: { text: string; settings: PageMoneySettings } | undefined;

const currencyOf = (value: unknown): string | undefined => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : undefined);
const localeOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined; // not a BCP 47 tag
  }
};

/**
 * Reads `currency` and `locale` from the page's configuration block
 * (`<script type="application/json" id="storefront-config">`, docs/markup-contract.md
 * section 2). No block, text that is not JSON, or a field that is not a currency code or a
 * locale gives nothing for that field. The same text is read once.
 */
export const readPageMoneySettings = (): PageMoneySettings => {
  const text = document.getElementById('storefront-config')?.textContent ?? '';
  if (cached?.text === text) return cached.settings;
  let settings = NONE;
  try {
    const raw: unknown = text ? JSON.parse(text) : null;
    if (typeof raw === 'object' && raw !== null) {
      const fields = raw as Record<string, unknown>; // read field by field below
      const currency = currencyOf(fields['currency']);
      const locale = localeOf(fields['locale']);
      settings = { ...(currency ? { currency } : {}), ...(locale ? { locale } : {}) };
    }
  } catch {
    /* not JSON: no settings */
  }
  cached = { text, settings };
  return settings;
};

const noSubscription = () => () => {};
/** Server rendering and hydration: the page is not read, so both render the same. */
const onServer = () => NONE;

/** The page's settings as React state: read in the browser after hydration, none on the server. */
export const usePageMoneySettings = (): PageMoneySettings => useSyncExternalStore(noSubscription, readPageMoneySettings, onServer);

/** A development build of the app (its bundler replaces `process.env.NODE_ENV`, as for React itself). */
export const isDevelopment = (): boolean => {
  try {
    return process.env['NODE_ENV'] !== 'production';
  } catch {
    return false; // no bundler replacement and no `process`: say nothing
  }
};
