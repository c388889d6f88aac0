/**
 * The documented divergences from the reference engine (docs/site-engine.md,
 * "Deliberate divergences"): a difference that matches one is counted apart, not as a
 * difference. Each entry says why we differ on purpose.
 */
import { compile } from '../../src/site/index.js';
import { type CaseResult, type DiffCase, runCase, runReference } from './compare.js';
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
        // a title to differ in: a difference of error codes alone is not this one
        ours.length > 0 &&
        ours.length === theirs.length &&
        ours.every((t, i) => safely(() => decodeURIComponent(t)) === safely(() => unescape(theirs[i] ?? '')))
      );
    },
  },
  {
    id: 'share-options-in-settings',
    reason:
      'social-button: docs/behaviour.md §3 lists shareButtonOptions among the website settings, so we also read ' +
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
      'docs/behaviour.md §3 reads the Disqus short name as disqusShortname and as disqusShortName; the platform reads one ' +
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
      'Once `date` fails (on text that holds no number, or an instant past the date range), or `bookkeeper-money-format` ' +
      '(on NaN or an infinity), the platform leaves ' +
      'a scope on its stack: what follows reads `@` as the failed value, a section finds nothing, a later list ' +
      'item reads as nothing (`{@|date %Y}` the epoch). We render what follows as itself: without the tags ' +
      'that fail, or with each list cut after the value that fails, the case renders alike in both engines.',
    matches: (c, r) => {
      if (r.same || !/\|(date[ :]|bookkeeper-money-format)/.test(c.template)) return false;
      if (/\{\.repeated section /.test(c.template)) {
        const cut = cutAfterFailingDate(c.data);
        if (cut !== c.data && runCase({ ...c, data: cut }).same) return true;
      }
      return differsOnlyAfterFailingDates(c, r);
    },
  },
  {
    id: 'era-calendar-out-of-reach',
    reason:
      'datetime with an era calendar (calendar:japanese, buddhist, ...) for an instant before the Gregorian ' +
      'reform (15 Oct 1582) or held at the date range (4713 BC, 8652 AD): the platform writes these calendars ' +
      'from its own era arithmetic (大化5356年 for 4713 BC, an era that began in 645 AD; "1年" where CLDR writes ' +
      '"元年") while its Gregorian dates switch to the Julian calendar; neither engine writes a date that ' +
      'calendar had. We keep ICU\'s conversion: copying the platform\'s would cost the browser chunk bytes ' +
      'for dates no site shows. Without the calendar option both engines agree.',
    matches: (c, r) => {
      if (r.same || !/calendar:(?!gregor)\w/.test(c.template) || !holdsInstantBeforeReform(c.data)) return false;
      return runCase({ ...c, template: c.template.replace(/ ?calendar:\w+/g, '') }).same;
    },
  },
  {
    id: 'price-labels-translated',
    reason:
      'product-price: the platform writes the hidden labels of a sale ("Sale Price:", "Original Price:") in ' +
      'English whatever the site translates, so a screen reader speaks English on a French page; we read ' +
      'them from localizedStrings (productPriceSalePriceText, productPriceOriginalPriceText) when given. ' +
      'Without those two keys the engines agree.',
    matches: (c, r) => {
      if (r.same || !/productPrice(Sale|Original)PriceText/.test(JSON.stringify(c.data))) return false;
      const data = JSON.parse(JSON.stringify(c.data), (key: string, value: unknown) =>
        key === 'productPriceSalePriceText' || key === 'productPriceOriginalPriceText' ? undefined : value,
      ) as unknown;
      return runCase({ ...c, data }).same;
    },
  },
  {
    id: 'cycle-fraction',
    reason:
      'cycle of a number that is not whole: the platform gives an internal value with no text of its own ' +
      '(`|raw` and `|json` write nothing, `.var` still binds it, `|round` reads 0); ours is null, which they ' +
      'write as "null". Written as a variable, both write nothing: without raw or json the engines agree.',
    matches: (c, r) =>
      !r.same &&
      /\|cycle[^}]*\|(raw|json)/.test(c.template) &&
      runCase({ ...c, template: c.template.replace(/\|(raw|json-pretty|json)\b/g, '') }).same,
  },
];

/** An instant before the Gregorian reform, or past the date range, anywhere in the data (a number). */
const REFORM_MS = -12219292800000;
function holdsInstantBeforeReform(value: unknown): boolean {
  // an instant as a number, or as text that starts with one ("-99999999999999999999.99")
  if (typeof value === 'string' && /^\s*-?\d/.test(value)) return holdsInstantBeforeReform(parseFloat(value));
  if (typeof value === 'number') return value < REFORM_MS || Math.abs(value) > DATE_RANGE_MS;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(holdsInstantBeforeReform);
}

/** A list item a date fails on: text without a leading number, or an instant past the platform's date range (as a number or text). */
const failsDate = (v: unknown): boolean =>
  (typeof v === 'string' && !(Math.abs(parseFloat(v)) <= DATE_RANGE_MS)) || (typeof v === 'number' && Math.abs(v) > DATE_RANGE_MS);
const DATE_RANGE_MS = 2.1e14;

/** The data with each list that has such a value followed by more items cut after it (the same value when none). */
function cutAfterFailingDate(value: unknown): unknown {
  if (Array.isArray(value)) {
    const at = value.findIndex(failsDate);
    const kept = at >= 0 && at < value.length - 1 ? value.slice(0, at + 1) : value;
    const mapped = kept.map(cutAfterFailingDate);
    return kept === value && mapped.every((v, i) => v === value[i]) ? value : mapped;
  }
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = cutAfterFailingDate(v);
    changed ||= out[k] !== v;
  }
  return changed ? out : value;
}

/** The formatters whose failure leaves the platform's scope pushed: `date`, and `bookkeeper-money-format` of NaN. */
const FAILING = /^Formatter "(date|bookkeeper-money-format)" failed/;

/** The spans (`{` to `}`) of the template's tags where our `date` (or `bookkeeper-money-format`) failed in this case. */
function failingDateTags(c: DiffCase): (readonly [number, number])[] {
  const { template } = compile(c.template);
  const { errors } = template.render(c.data, { partials: c.partials ?? {}, injects: c.injects ?? {}, locale: c.locale ?? 'en', ...(c.now === undefined ? {} : { now: c.now }) });
  const starts = [0, ...[...c.template.matchAll(/\n/g)].map((m) => (m.index ?? 0) + 1)];
  const spans = new Map<number, readonly [number, number]>();
  for (const e of errors) {
    if (e.code !== 'FORMATTER_FAILED' || !FAILING.test(e.message) || e.line === undefined || e.column === undefined) continue;
    const open = (starts[e.line - 1] ?? 0) + e.column - 1;
    const close = c.template.indexOf('}', open);
    if (c.template[open] === '{' && close > open && /\|(date[ :]|bookkeeper-money-format)/.test(c.template.slice(open, close))) spans.set(open, [open, close + 1]);
  }
  return [...spans.values()].sort((a, b) => b[0] - a[0]);
}

/**
 * The case differs only by what the platform does after a `date` that fails: without those tags both engines
 * agree and ours writes the same, and the reference wrote nothing where they were (each wrapped in markers).
 */
function differsOnlyAfterFailingDates(c: DiffCase, r: CaseResult): boolean {
  const spans = failingDateTags(c);
  if (spans.length === 0) return false;
  let without = c.template;
  let marked = c.template;
  for (const [open, close] of spans) {
    without = without.slice(0, open) + without.slice(close);
    marked = `${marked.slice(0, open)}\u0001${marked.slice(open, close)}\u0002${marked.slice(close)}`;
  }
  const cut = runCase({ ...c, template: without });
  return cut.same && cut.ours.output === r.ours.output && !/\u0001[^\u0002]/.test(runReference({ ...c, template: marked }).output);
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

/** The id of the divergence a difference is, or null (a case that applies one-call partials: as if inlined). */
export function divergenceOf(c: DiffCase, r: CaseResult): string | null {
  for (const d of DIVERGENCES) if (d.matches(c, r)) return d.id;
  const inlined = inlinedPartials(c);
  if (inlined === null) return null;
  const ri = runCase(inlined);
  if (ri.ours.output !== r.ours.output || ri.reference.output !== r.reference.output) return null;
  for (const d of DIVERGENCES) if (d.matches(inlined, ri)) return d.id;
  return null;
}

/**
 * The case with each `{path|apply name}` of a partial that is one formatter call over `@`
 * (`{@|date %Y}`, what the registered family writes) written in place (`{path|date %Y}`), so
 * that a documented difference is recognised inside such a partial; null when there is none.
 * A difference counts as the inlined case's only when both engines render the two alike.
 */
export function inlinedPartials(c: DiffCase): DiffCase | null {
  const partials = c.partials ?? {};
  let changed = false;
  const template = c.template.replace(/\{([^{}|]+)\|apply ([\w-]+)\}/g, (tag, path: string, name: string) => {
    const body = /^\{@\|([^{}]*)\}$/.exec(partials[name] ?? '');
    if (!body) return tag;
    changed = true;
    return `{${path}|${body[1]}}`;
  });
  return changed ? { ...c, template } : null;
}

/**
 * The open differences (docs/site-engine.md "Open differences"): found by the crossed family
 * (test/diff/crossed.ts), not fixed, each named for what it is open for. The suite counts them
 * apart from the undocumented ones. `locale-data` and `julian-calendar`, open before, are closed:
 * their rules are in src/site/content/dates/locale-patterns.ts and platform-calendar.ts.
 */
const OPEN: readonly { readonly name: string; readonly matches: (c: DiffCase) => boolean }[] = [
  {
    // a `datetime` skeleton with a field Intl has no option for or that the platform's skeleton matcher reads
    // its own way: a, b and B (outside en), x, X, Z, O, Y (week year), q, w, ..., digits and punctuation
    // ("datetime 1" is the weekday there, "skeleton:x" an hour and an offset)
    name: 'datetime-skeleton-fields',
    matches: (c) => datetimeArgs(c.template).some((v) => !/^(short|medium|long|full)$/.test(v) && /[^GyMLdEcjhHKkmsSzv]/.test(v)),
  },
  {
    // ranges in pt-PT, Chinese, Japanese, Finnish, Czech and Polish: ICU's interval patterns write the month as a
    // number where the platform's CLDR data writes its abbreviation ("24 de fev. – 19 de jun. de 2020"), or
    // other spaces and separators ("31. 12. 1969", "gru 1969–sie 2023"); th's times without "น." ("19:00");
    // ja's dates apart follow the platform since the s7 round but for its EEEE ranges and a few others
    name: 'interval-locale-data',
    matches: (c) => /datetime-interval/.test(c.template) && /^(pt-PT|zh|ja|fi|cs|pl|th)\b/i.test(c.locale ?? 'en'),
  },
  {
    // what is left of a range with a skeleton (docs/site-engine.md): `Ed` (the platform's best match is `MEd`), a zone
    // (`hmv`: "UTC−5" where ICU names the city), months alone outside en ("févr.–avr." without spaces)
    name: 'interval-skeleton-patterns',
    matches: (c) => /datetime-interval (?:[^|}\s]*[vVzO]|(?![^|}\s]*M)[^|}\s]*E[^|}\s]*d|M+\b)/.test(c.template + JSON.stringify(c.data)),
  },
  {
    // `relative-time field:day` of an instant past the date range: the platform's day count, held at the range
    // in its floating-point arithmetic, is one less than ours far out (1e296) and 37 days less just past it
    // (-1e20, written in full in JSON: the range's start, 4713 BC, is a Julian date there); 1e15 and nearer agree
    name: 'relative-held-days',
    matches: (c) => /relative-time[^}]*field:day/.test(c.template) && /e\+(\d{3}|[2-9]\d)|\d{17,}/.test(JSON.stringify(c.data) ?? ''),
  },
  {
    // a missing price with `style:short` under the CLDR money flag: the platform writes "$0", we "$0.00"
    name: 'cldr-money-short-zero',
    matches: (c) => /style:short/.test(c.template) && /useCLDRMoneyFormat/.test(JSON.stringify(c.data) ?? ''),
  },
  {
    // en-AU's full date skeleton: ICU writes no comma after the weekday ("Wednesday 31 December 1969")
    name: 'datetime-locale-data',
    matches: (c) => /\|datetime\b/.test(c.template) && /E{4}/.test(c.template) && /^en-AU$/i.test(c.locale ?? 'en'),
  },
  {
    // `format` over text whose placeholder holds a brace ("{0 plural one{} …}"): the platform reads some as
    // the argument; its placeholders are plain `{0}`
    name: 'format-nested-braces',
    matches: (c) => /\|format\b/.test(c.template) && /\{[^{}]*\{/.test(JSON.stringify(c.data) ?? ''),
  },
  {
    // `.ctx` with a value that is not a plain dotted name (`@`, `@.n`, `1a`, `a.@b`): the platform reads the pairs in
    // one pass where such a value may end the list or make the tag text (`k=1a` binds null, `k=1a j=n` is text,
    // `k=@ j=@.n` binds both); we check each pair on its own (found by the structural family)
    name: 'ctx-value-forms',
    matches: (c) => /\{\.ctx @\S+ [^}]*=(?![A-Za-z][\w$-]*(?:\.[A-Za-z][\w$-]*)*[\s}])/.test(c.template),
  },
  {
    // a `datetime`, `datetime-interval` or `decimal` option holding white space, run into the next one or empty
    // ("date:full\ntime:short", "maximumFractionDigits:1\u00a0round:down", "yMMM\t", a delimiter that is a tab):
    // the platform reads the value as far as its own reader goes (a number's leading digits, a width's letters),
    // we read the whole option and leave out one we cannot read (the spacing family, test/diff/spacing.ts)
    name: 'option-white-space',
    matches: (c) => oddOptions(c.template),
  },
];

/** A `datetime`, `datetime-interval` or `decimal` tag whose options hold white space, run together or are empty. */
function oddOptions(template: string): boolean {
  for (const [, rest = ''] of template.matchAll(/\|(?:datetime|datetime-interval|decimal)(?![\w-])([^|}]*)/g)) {
    const delim = rest[0];
    if (delim === undefined) continue;
    if (delim !== ' ' && /\s/.test(delim)) return true;
    if (rest.slice(1).split(delim).some((arg) => arg === '' || /\s/.test(arg) || /:[^:]*:/.test(arg))) return true;
  }
  return false;
}

/** The values of the template's `datetime` arguments that name a skeleton (bare, `skeleton:`, `date:`, `time:`). */
function datetimeArgs(template: string): string[] {
  const values: string[] = [];
  for (const [, rest = ''] of template.matchAll(/\|datetime(?![\w-])([^|}]*)/g)) {
    for (const arg of rest.slice(1).split(rest[0] ?? ' ')) {
      const m = /^(?:(skeleton|date|time):)?([^:]*)$/.exec(arg);
      if (m?.[2]) values.push(m[2]);
    }
  }
  return values;
}

/** What an open difference is open for; null when the difference is not an open one. */
export function openDifferenceOf(c: DiffCase): string | null {
  const inlined = inlinedPartials(c);
  return OPEN.find((o) => o.matches(c) || (inlined !== null && o.matches(inlined)))?.name ?? null;
}

export function isOpenDifference(c: DiffCase): boolean {
  return openDifferenceOf(c) !== null;
}
