import type { Formatter, PluginContext } from '../engine/api.js';
import { field, isRecord, scalarText } from './read-product.js';

/**
 * `{field|summary-form-field}`: one answer of a custom product form in an order
 * summary (SPEC.md 3 "Forms" answer shapes, SPEC.md 5 "Custom product forms"):
 * "Title: answer", where address and likert answers are lists of lines, date is
 * Month/Day/Year, name is "First Last", phone is "+Country Areacode-Prefix-Line",
 * time is "Hour:Minute:Second Ampm" (missing parts "00"), and an empty answer "N/A".
 */

type Values = Record<string, unknown>;

/** Likert default labels for scores -2 to 2 (SPEC.md 5). */
export const LIKERT_LABELS: Readonly<Record<string, string>> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
};

const NA = 'N/A';
const FIELDS: ReadonlySet<string> = new Set(['date', 'name', 'phone', 'time']);
const BOLD = 'style="font-weight:bold;"';

function part(values: Values, key: string): string {
  return scalarText(values[key]).trim();
}

function block(lines: readonly string[]): string {
  return `<div style="padding-left:5px;">\n${lines.map((l) => `  <div>${l}</div>\n`).join('')}</div>`;
}

function joined(...parts: readonly string[]): string {
  return parts.filter((p) => p !== '').join(' ');
}

function answerHtml(type: string, values: Values, ctx: PluginContext): string {
  const { html } = ctx.escape;
  switch (type) {
    case 'address': {
      const city = part(values, 'City');
      const rest = joined(part(values, 'State'), part(values, 'Zip'), part(values, 'Country'));
      const last = city !== '' && rest !== '' ? `${city}, ${rest}` : city || rest;
      return block([part(values, 'Line1'), part(values, 'Line2'), last].filter((l) => l !== '').map(html));
    }
    case 'likert':
      return block(
        Object.entries(values).map(([question, score]) => {
          const label = LIKERT_LABELS[scalarText(score).trim()] ?? scalarText(score);
          return `<span ${BOLD}>${html(question)}:</span> ${html(label)}`;
        }),
      );
    case 'date':
      return html([part(values, 'Month'), part(values, 'Day'), part(values, 'Year')].join('/'));
    // name, phone and time keep their separators with empty parts, as the platform writes them
    case 'name':
      return html(`${part(values, 'First')} ${part(values, 'Last')}`);
    case 'phone': {
      const country = part(values, 'Country');
      const number = [part(values, 'Areacode'), part(values, 'Prefix'), part(values, 'Line')].join('-');
      return html(country !== '' ? `+${country} ${number}` : number);
    }
    case 'time': {
      // a part that is not set (missing, empty, 0) is "00"
      const clock = ['Hour', 'Minute', 'Second'].map((k) => (ctx.isTruthy(values[k]) ? part(values, k) : '') || '00').join(':');
      return html(`${clock} ${part(values, 'Ampm')}`);
    }
    default:
      return '';
  }
}

function simpleAnswer(value: unknown): string {
  if (Array.isArray(value)) return value.map(scalarText).filter((v) => v !== '').join(', ');
  return scalarText(value);
}

export const summaryFormField: Formatter = (formField, ctx) => {
  const type = scalarText(field(formField, 'type'));
  const values = field(formField, 'values');
  let answer = '';
  // a likert field without its values writes nothing; date, name, phone and time are always written (as the platform)
  if (type === 'likert' && !isRecord(values)) return '';
  if (FIELDS.has(type)) answer = answerHtml(type, isRecord(values) ? values : {}, ctx);
  else if (type === 'likert' && isRecord(values)) answer = answerHtml(type, values, ctx);
  else if (isRecord(values) && Object.keys(values).length > 0) answer = answerHtml(type, values, ctx);
  if (answer === '' && Array.isArray(values)) answer = ctx.escape.html(simpleAnswer(values));
  if (answer === '') answer = ctx.escape.html(simpleAnswer(field(formField, 'value')));
  if (answer === '') answer = NA;
  return (
    '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span ${BOLD}>${ctx.escape.html(scalarText(field(formField, 'rawTitle')))}:</span> ${answer}\n` +
    '</div>'
  );
};
