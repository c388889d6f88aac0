/**
 * The active shopper catalogue. French is the default and is built into the modules of
 * src/i18n/ (`frProduct`, `frPurchase`, `fr`). Another language's strings are loaded only
 * on its pages: the loader imports `chunks/i18n-<lang>.js` before any widget mounts
 * (src/i18n/en/index.ts), which registers them here by key; every module's object reads
 * the active string, so widgets keep writing `frPurchase.close`. French pages load no
 * other catalogue. Keys are unique across modules (src/i18n/fr.ts).
 */
export type Strings = Record<string, string>;
export interface ActiveCatalogue {
  /** BCP 47 language of the active strings, for Intl (plurals, lists). */
  lang: string;
  strings: Strings;
}

/** Shared through globalThis, so a language chunk needs no import of this module (no extra shared chunk). */
export const CATALOGUE_KEY = Symbol.for('storefront.catalogue');
const active = ((globalThis as { [CATALOGUE_KEY]?: ActiveCatalogue })[CATALOGUE_KEY] ||= { lang: 'fr', strings: {} });

/** A module's French strings, read through the active catalogue. */
export const localized = <T extends Strings>(fr: T): T =>
  new Proxy(fr, { get: (target, key) => (typeof key === 'string' && active.strings[key]) || Reflect.get(target, key) });

/** The language of the shopper text, for `Intl.PluralRules` and `Intl.ListFormat`. */
export const shopperLang = (): string => active.lang;


/**
 * The French catalogue's strings kept in English (the platform's defaults that
 * docs/behaviour.md states in English: "Add To Cart", "Quantity must be a whole number", "N/A"…).
 * A widget that speaks one on a page in another language marks it `lang="en"`, so a French
 * voice does not read it as French (issue 32 row 6, WCAG 3.1.2).
 */
const english = new Set<string>();
/** Marks a catalogue string as English (see `langOf`). */
export const inEnglish = (text: string): string => (english.add(text), text);
/** `"en"` for an English string of the catalogue shown on a page in another language, for a `lang` attribute; else undefined. */
export const langOf = (text: string | null | undefined): string | undefined => (text && active.lang !== 'en' && english.has(text.trim()) ? 'en' : undefined);
