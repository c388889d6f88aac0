import type { Formatter, PluginContext } from '../engine/api';
import { outputText } from '../engine/values';
import { field, isRecord, scalarText } from './read-product';

/**
 * `{field|summary-form-field}`: one answer of a custom product form in an order
 * summary (docs/behaviour.md §3 "Forms" answer shapes, docs/behaviour.md §5 "Custom product forms"):
 * "Title: answer", where address and likert answers are lists of lines, date is
 * Month/Day/Year, name is "First Last", phone is "+Country Areacode-Prefix-Line",
 * time is "Hour:Minute:Second Ampm" (parts that are not template-truthy "00", an object
 * ""), and an empty answer "N/A"; the phone's "+Country" only for a template-truthy code.
 * As the platform (test/unit/site/commerce/form-and-percentage-rules.test.ts "writes "00" for a time part that is not template-truthy…"): parts are written as a variable tag writes them, an
 * address always has its first line and "City, State Zip Country", a likert answer lists
 * the entries of its values (an array's or a text's by index), a score without a label
 * being "Neutral".
 */

type Values = Record<string, unknown>;

/** Likert default labels for scores -2 to 2 (docs/behaviour.md §5). */
export const LIKERT_LABELS: Readonly<Record<string, string>> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
};

const NA = 'N/A';
const FIELDS: ReadonlySet<string> = new Set(['address', 'date', 'name', 'phone', 'time']);
const BOLD = 'style="font-weight:bold;"';

function part(values: Values, key: string): string {
  return outputText(values[key]);
}

function block(lines: readonly string[]): string {
  return `<div style="padding-left:5px;">\n${lines.map((l) => `  <div>${l}</div>\n`).join('')}</div>`;
}

function answerHtml(type: string, values: Values, ctx: PluginContext): string {
  const { html } = ctx.escape;
  switch (type) {
    case 'address': {
      // the second line when template-truthy (an object writes an empty line)
      const line2 = ctx.isTruthy(values['Line2']) ? [part(values, 'Line2')] : [];
      const last = `${part(values, 'City')}, ${part(values, 'State')} ${part(values, 'Zip')} ${part(values, 'Country')}`;
      return block([part(values, 'Line1'), ...line2, last].map(html));
    }
    case 'likert':
      return block(
        Object.entries(values).map(([question, score]) => {
          const label = LIKERT_LABELS[outputText(score)] ?? 'Neutral';
          return `<span ${BOLD}>${html(question)}:</span> ${html(label)}`;
        }),
      );
    case 'date':
      return html([part(values, 'Month'), part(values, 'Day'), part(values, 'Year')].join('/'));
    // name, phone and time keep their separators with empty parts, as the platform writes them
    case 'name':
      return html(`${part(values, 'First')} ${part(values, 'Last')}`);
    case 'phone': {
      // the country code when it is template-truthy (an object writes "+ ", 0 nothing)
      const number = [part(values, 'Areacode'), part(values, 'Prefix'), part(values, 'Line')].join('-');
      return html(ctx.isTruthy(values['Country']) ? `+${part(values, 'Country')} ${number}` : number);
    }
    case 'time': {
      // a part that is not template-truthy (missing, empty, 0) is "00"; an object is written as nothing
      const clock = ['Hour', 'Minute', 'Second'].map((k) => (ctx.isTruthy(values[k]) ? part(values, k) : '00')).join(':');
      return html(`${clock} ${part(values, 'Ampm')}`);
    }
    default:
      return '';
  }
}

export const summaryFormField: Formatter = (formField, ctx) => {
  const type = scalarText(field(formField, 'type'));
  const values = field(formField, 'values');
  let answer = '';
  // a likert field without values writes nothing; address, date, name, phone and time are always written
  if (type === 'likert' && (values === undefined || values === null)) return '';
  if (FIELDS.has(type)) answer = answerHtml(type, isRecord(values) ? values : {}, ctx);
  else if (type === 'likert') answer = answerHtml(type, Object.assign({}, values), ctx); // an array's or a text's entries by index
  // a checkbox answer with template-truthy values lists an array's items as variable tags write them (anything else: nothing), then a line break
  else if (type === 'checkbox' && ctx.isTruthy(values)) return written(formField, `${Array.isArray(values) ? ctx.escape.html(values.map(outputText).join(', ')) : ''}\n`, ctx);
  if (answer === '') {
    // else the value: a checkbox's when template-truthy, a list as a variable tag writes it ("a,b"); another's when a scalar
    const value = field(formField, 'value');
    answer = ctx.escape.html(type === 'checkbox' ? (ctx.isTruthy(value) ? outputText(value) : '') : Array.isArray(value) ? '' : scalarText(value));
  }
  if (answer === '') answer = NA;
  return written(formField, answer, ctx);
};

function written(formField: unknown, answer: string, ctx: PluginContext): string {
  return (
    '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span ${BOLD}>${ctx.escape.html(scalarText(field(formField, 'rawTitle')))}:</span> ${answer}\n` +
    '</div>'
  );
}
