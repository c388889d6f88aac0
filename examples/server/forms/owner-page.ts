import { Hono } from 'hono';
import { parseAnswer } from '../../../src/forms/answers.js';
import { answerParts } from '../../../src/forms/display.js';
import { type Field, readForm } from '../../../src/forms/fields.js';
import { UPLOAD_ID } from '../../../src/forms/files.js';
import type { Deps } from '../deps.js';
import { esc, partsHtml } from '../pages/html.js';
import { ownerLayout, requireOwnerPage, utcTime } from '../owner/index.js';
import type { FormDefinitions } from './definitions.js';
import { listSubmissions } from './store.js';

/** The owner page's wording (the reference backend's owner side, not shopper text). */
const TEXT = {
  title: 'Soumissions de formulaires',
  empty: 'Aucune soumission pour le moment.',
  date: 'Date',
  form: 'Formulaire',
  answers: 'Réponses',
  caption: 'Les 200 dernières soumissions, les plus récentes en premier.',
} as const;

const readPayload = (payload: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** An answer's cell: its text, escaped, English defaults in `lang="en"` (issue 32 row 6); a file's name as a link to the owner's copy (uploads.ts). */
function answerCell(field: Field, raw: unknown): string {
  const answer = parseAnswer(field, raw);
  const text = partsHtml(answerParts(field.kind, answer, field.likertLabels));
  const upload = field.kind === 'file' ? (answer as Record<string, string>)['Upload'] ?? '' : '';
  return UPLOAD_ID.test(upload) ? `<a href="/owner/forms/files/${upload}" download>${text}</a>` : text;
}

/** /owner/forms: the saved submissions, each answer shown as the cart shows it ("N/A" when empty). */
export function formOwnerRoutes(deps: Deps, definitions: FormDefinitions): Hono {
  const app = new Hono();
  app.get('/owner/forms', requireOwnerPage, (c) => {
    const rows = listSubmissions(deps.db).map((s) => {
      const definition = definitions.find(s.form_id);
      const values = readPayload(s.payload);
      const answers = definition
        ? readForm(definition)
            .fields.filter((f) => f.kind !== 'hidden')
            .map((f) => `<dt>${esc(f.title)}</dt><dd>${answerCell(f, values[f.id])}</dd>`)
        : Object.entries(values).map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(JSON.stringify(v))}</dd>`);
      return (
        `<tr><td>${utcTime(s.created)}</td>` +
        `<td>${esc(definition?.name ?? s.form_id)}</td><td><dl class="owner-answers">${answers.join('')}</dl></td></tr>`
      );
    });
    const body = rows.length
      ? `<table class="owner-table"><caption>${esc(TEXT.caption)}</caption><thead><tr><th scope="col">${esc(TEXT.date)}</th><th scope="col">${esc(TEXT.form)}</th><th scope="col">${esc(TEXT.answers)}</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`
      : `<p>${esc(TEXT.empty)}</p>`;
    return c.html(ownerLayout(TEXT.title, body));
  });
  return app;
}
