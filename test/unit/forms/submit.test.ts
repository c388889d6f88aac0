import { describe, expect, it } from 'vitest';
import type { ApiError, Result } from '../../../src/api/errors';
import { readForm } from '../../../src/forms/fields';
import { type SubmitCalls, formErrorMessage, submitForm } from '../../../src/forms/submit';
import { safeSuccessUrl } from '../../../src/forms/success-url';

const form = readForm({
  id: 'contact',
  fields: [
    { id: 'email', type: 'email', required: true },
    { id: 'message', type: 'textarea' },
  ],
});
const ok = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });
const ko = (error: ApiError): Promise<Result<never>> => Promise.resolve({ ok: false, error });
const server = (status: number, fieldErrors: Record<string, string> = {}): ApiError => ({ kind: 'server', status, message: null, fieldErrors });

/** Calls that record what they were given. */
const calls = (over: Partial<SubmitCalls> = {}) => {
  const log: string[] = [];
  const saved: unknown[] = [];
  const c: SubmitCalls = {
    validate: (id, values) => (log.push(`validate ${id} ${JSON.stringify(values)}`), ok({ errors: {} })),
    key: () => (log.push('key'), ok({ data: { key: 'k1' } })),
    save: (body) => (log.push('save'), saved.push(body), ok({})),
    ...over,
  };
  return { c, log, saved };
};

describe('submission flow (docs/behaviour.md §4, 7, 8)', () => {
  it('validates locally, then on the server, then gets a key and saves with it, the form JSON and the bot-check token', async () => {
    const { c, log, saved } = calls({ captcha: () => Promise.resolve('tok') });
    expect(await submitForm(form, { email: 'a@b.fr', message: 'Bonjour', intrus: 'x' }, c)).toEqual({ ok: true });
    expect(log).toEqual(['validate contact {"email":"a@b.fr","message":"Bonjour"}', 'key', 'save']);
    expect(saved).toEqual([{ key: 'k1', form: '{"email":"a@b.fr","message":"Bonjour"}', captchaKey: 'tok' }]);
  });

  it('stops at local errors without a call', async () => {
    const { c, log } = calls();
    expect(await submitForm(form, { email: 'non' }, c)).toEqual({
      ok: false,
      message: "Au moins un champ n'est pas valide.",
      fieldErrors: { email: 'Une adresse e-mail valide est requise.' },
    });
    expect(log).toEqual([]);
  });

  it("shows the server's validation errors at their fields (unknown ids dropped)", async () => {
    const { c, log } = calls({ validate: () => ok({ errors: { email: 'Déjà inscrit', autre: 'x' } }) });
    expect(await submitForm(form, { email: 'a@b.fr' }, c)).toEqual({ ok: false, message: "Au moins un champ n'est pas valide.", fieldErrors: { email: 'Déjà inscrit' } });
    expect(log).toEqual([]);
  });

  it('an unsolved bot check stops before the key', async () => {
    for (const captcha of [() => Promise.reject(new Error('Enterprise V3 ReCaptcha site key not found')), () => Promise.resolve('')]) {
      const { c, log } = calls({ captcha });
      expect(await submitForm(form, { email: 'a@b.fr' }, c)).toMatchObject({ ok: false, message: 'Veuillez résoudre le captcha.' });
      expect(log).toHaveLength(1);
    }
  });

  it('a key that cannot be obtained', async () => {
    const { c, log } = calls({ key: () => ko(server(500)) });
    expect(await submitForm(form, { email: 'a@b.fr' }, c)).toMatchObject({ message: "Impossible d'obtenir la clé du formulaire." });
    expect(log).toHaveLength(1);
  });

  it('400 with data.errors: messages at each field', async () => {
    const { c } = calls({ save: () => ko(server(400, { message: 'Trop court' })) });
    expect(await submitForm(form, { email: 'a@b.fr' }, c)).toEqual({
      ok: false,
      message: 'Le formulaire comporte un problème. Consultez les messages ci-dessus et ci-dessous.',
      fieldErrors: { message: 'Trop court' },
    });
  });

  it.each([
    [server(401), "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement."],
    [{ kind: 'session-expired' } as const, "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement."],
    [server(404), "Ce formulaire n'est pas encore configuré."],
    [{ kind: 'rate-limited' } as const, "Vous avez dépassé la limite d'envoi. Veuillez réessayer dans quelques instants."],
    [server(500), "Impossible d'envoyer le formulaire."],
    [server(503), "Impossible d'envoyer le formulaire."],
    [server(400), 'Impossible de lire les champs du formulaire.'],
    [server(418), 'Erreur inconnue.'],
    [{ kind: 'network' } as const, 'Connexion impossible. Veuillez réessayer'],
    [{ kind: 'timeout' } as const, 'Connexion impossible. Veuillez réessayer'],
    [{ kind: 'interrupted' } as const, 'Erreur réseau'],
    [{ kind: 'invalid-response', detail: 'x' } as const, "Une erreur s'est produite lors de l'envoi. Veuillez recharger la page et réessayer."],
  ] satisfies Array<[ApiError, string]>)('save failing with %j says %s', async (error, message) => {
    expect(formErrorMessage(error)).toBe(message);
    const { c } = calls({ save: () => ko(error) });
    expect(await submitForm(form, { email: 'a@b.fr' }, c, new Map())).toEqual({ ok: false, message, fieldErrors: {} });
  });

  it('a save that got no answer is retried with its key for the same answers, with a new key for others (issue 16)', async () => {
    const unanswered = new Map<string, { key: string; form: string }>();
    let n = 0;
    let answer: () => Promise<Result<unknown>> = () => ko({ kind: 'timeout' });
    const { c, log, saved } = calls({ key: () => (log.push('key'), ok({ data: { key: `k${++n}` } })), save: (body) => (log.push('save'), saved.push(body), answer()) });
    const send = (email: string) => submitForm(form, { email }, c, unanswered);
    expect(await send('a@b.fr')).toMatchObject({ ok: false, message: 'Connexion impossible. Veuillez réessayer' });
    answer = () => ko({ kind: 'network' });
    await send('a@b.fr'); // the same answers: the same key, no new one
    answer = () => ko({ kind: 'interrupted' });
    expect(await send('a@b.fr')).toMatchObject({ ok: false, message: 'Erreur réseau' }); // cut off: the same key again
    answer = () => ok({});
    expect(await send('a@b.fr')).toEqual({ ok: true });
    expect(await send('a@b.fr')).toEqual({ ok: true }); // answered: a new submission gets a new key
    answer = () => ko({ kind: 'timeout' });
    await send('a@b.fr');
    expect(await send('c@d.fr')).toMatchObject({ ok: false }); // other answers: a key of their own
    expect(saved.map((b) => (b as { key: string }).key)).toEqual(['k1', 'k1', 'k1', 'k1', 'k2', 'k3', 'k4']);
    expect(log.filter((l) => l === 'key')).toHaveLength(4);
  });
});

describe('success URL (docs/behaviour.md §4): only http(s) or same-site relative', () => {
  const base = 'https://boutique.test/contact';
  it.each([
    ['/merci', 'https://boutique.test/merci'],
    ['merci?x=1', 'https://boutique.test/merci?x=1'],
    ['https://ailleurs.test/ok', 'https://ailleurs.test/ok'],
    ['http://ailleurs.test/', 'http://ailleurs.test/'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.test/x', null],
    ['/\\evil.test', null],
    ['vbscript:x', null],
    ['', null],
    [null, null],
  ])('%j → %j', (url, expected) => expect(safeSuccessUrl(url, base)).toBe(expected));
});
