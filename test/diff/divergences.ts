/**
 * The documented divergences from the reference engine (docs/site-engine.md,
 * "Deliberate divergences"): a difference that matches one is counted apart, not as a
 * difference. Each entry says why we differ on purpose.
 */
import { type CaseResult, type DiffCase, runCase } from './compare.js';
import { referenceCldr } from './reference.js';

export interface Divergence {
  readonly id: string;
  readonly reason: string;
  readonly matches: (c: DiffCase, r: CaseResult) => boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
const decode = (text: string): string => text.replace(/&(lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e);
const entities = (text: string): number => (text.match(/&(lt|gt|quot|#39|amp);/g) ?? []).length;

export const DIVERGENCES: readonly Divergence[] = [
  {
    id: 'escaped-data',
    reason:
      'Some platform formatters write data into markup unescaped (an item id in data-item-id, a variant ' +
      'option in variant-descriptor): a hostile value injects HTML there. We escape it; the text is the same ' +
      'once the entities are read.',
    matches: (_c, r) =>
      decode(r.ours.output) === decode(r.reference.output) && entities(r.ours.output) > entities(r.reference.output),
  },
  {
    id: 'unknown-locale',
    reason:
      'A locale tag the CLDR library cannot load (`xx`, `zz-ZZ`): the reference has no locale data and writes ' +
      'nothing for money, numbers, dates and messages; we render English, so a mistyped site locale never ' +
      'blanks a price. Everything else is the same: the case rendered in `en` is identical in both engines.',
    matches: (c, r) => {
      if (referenceCldr(c.locale ?? 'en') !== null) return false;
      const inEnglish = runCase({ ...c, locale: 'en' });
      return inEnglish.same && inEnglish.ours.output === r.ours.output;
    },
  },
  {
    id: 'calendar-title-utf8',
    reason:
      'google-calendar-url: the platform encodes the event title with escape(), which writes a letter beyond ' +
      'ASCII as Latin-1 (%E9) or %uXXXX, so Google Calendar shows a garbled title; we encode it as UTF-8 ' +
      '(encodeURIComponent). The title is the same once each is decoded.',
    matches: (_c, r) => {
      const strip = (out: string): string => out.replace(/text=[^&"]*/g, 'text=');
      const titles = (out: string): string[] => [...out.matchAll(/text=([^&"]*)/g)].map((m) => m[1] ?? '');
      const ours = titles(r.ours.output);
      const theirs = titles(r.reference.output);
      return (
        strip(r.ours.output) === strip(r.reference.output) &&
        ours.length === theirs.length &&
        ours.every((t, i) => safely(() => decodeURIComponent(t)) === safely(() => unescape(theirs[i] ?? '')))
      );
    },
  },
  {
    id: 'share-options-in-settings',
    reason:
      'social-button: SPEC.md 3 lists shareButtonOptions among the website settings, so we also read ' +
      'websiteSettings.shareButtonOptions when the website has none; the platform reads website.shareButtonOptions only.',
    matches: (c, r) =>
      /\|social-button/.test(c.template) &&
      /"websiteSettings":\{[^}]*"shareButtonOptions"/.test(JSON.stringify(c.data) ?? '') &&
      r.ours.output.includes('squarespace-social-buttons') &&
      !r.reference.output.includes('squarespace-social-buttons'),
  },
  {
    id: 'disqus-name-spellings',
    reason:
      'SPEC.md 3 reads the Disqus short name as disqusShortname and as disqusShortName; the platform reads one ' +
      'spelling per formatter (comments and comment-link the first, disqus? the second). We read both everywhere: ' +
      'with both spellings set alike the two engines agree.',
    matches: (c) => {
      if (!/disqusShort[Nn]ame/.test(JSON.stringify(c.data) ?? '')) return false;
      return runCase({ ...c, data: bothDisqusSpellings(c.data) }).same;
    },
  },
  {
    id: 'date-failure-scope',
    reason:
      'In a repeated section, once `date` fails on text that holds no number, the platform leaves a scope on its ' +
      'stack: every later item reads as nothing (`{@}` empty, `{@|date %Y}` the epoch). We render each item as ' +
      'itself: cut after that text, the lists render alike in both engines.',
    matches: (c, r) => {
      if (!/\{\.repeated section /.test(c.template) || !/\|date /.test(c.template) || r.same) return false;
      const cut = cutAfterFailingDateText(c.data);
      return cut !== c.data && runCase({ ...c, data: cut }).same;
    },
  },
];

/** A list item a date fails on: text without a leading number. */
const failsDate = (v: unknown): boolean => typeof v === 'string' && Number.isNaN(parseFloat(v));

/** The data with each list that has such text followed by more items cut after it (the same value when none). */
function cutAfterFailingDateText(value: unknown): unknown {
  if (Array.isArray(value)) {
    const at = value.findIndex(failsDate);
    const kept = at >= 0 && at < value.length - 1 ? value.slice(0, at + 1) : value;
    const mapped = kept.map(cutAfterFailingDateText);
    return kept === value && mapped.every((v, i) => v === value[i]) ? value : mapped;
  }
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = cutAfterFailingDateText(v);
    changed ||= out[k] !== v;
  }
  return changed ? out : value;
}

/** The data with each object that has one Disqus spelling given the other too. */
function bothDisqusSpellings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(bothDisqusSpellings);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = bothDisqusSpellings(v);
  if ('disqusShortname' in out && !('disqusShortName' in out)) out['disqusShortName'] = out['disqusShortname'];
  else if ('disqusShortName' in out && !('disqusShortname' in out)) out['disqusShortname'] = out['disqusShortName'];
  return out;
}

function safely(read: () => string): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The id of the divergence a difference is, or null. */
export function divergenceOf(c: DiffCase, r: CaseResult): string | null {
  for (const d of DIVERGENCES) if (d.matches(c, r)) return d.id;
  return null;
}

/**
 * Open content differences, each narrow (docs/site-engine.md "Open differences"):
 * - `julian-calendar`: a date before 15 Oct 1582 (the platform writes it in the Julian
 *   calendar) or one past what a Date holds (the platform's arithmetic overflows there).
 */
const DATE_TAG = /\|(date|datetime|datetime-interval|relative-time|timesince)\b|\{\.same-day\?/;
const GREGORIAN_START_MS = -12219292800000;
/** Past what a JavaScript Date holds (8.64e15 ms) the platform's date arithmetic overflows. */
const DATE_ARITHMETIC_END_MS = 8.64e15;

function hasDateOutsideGregorianRange(data: unknown): boolean {
  const numbers = (JSON.stringify(data) ?? '').match(/-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi) ?? [];
  return numbers.some((n) => Number(n) < GREGORIAN_START_MS || Number(n) > DATE_ARITHMETIC_END_MS);
}

function openContentDifference(c: DiffCase): string | null {
  if (DATE_TAG.test(c.template) && hasDateOutsideGregorianRange(c.data)) return 'julian-calendar';
  return null;
}

/**
 * What an open difference is open for (`julian-calendar`); null when the
 * difference is not an open one. The suite counts open differences by this name.
 */
export function openDifferenceOf(c: DiffCase): string | null {
  return openContentDifference(c);
}

export function isOpenDifference(c: DiffCase): boolean {
  return openDifferenceOf(c) !== null;
}
