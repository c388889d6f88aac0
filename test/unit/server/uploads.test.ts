import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { issueCaptchaToken } from '../../../examples/server/captcha/index.js';
import { uploadName } from '../../../examples/server/forms/uploads.js';
import { OWNER_TEST_PASSWORD, cleanup, makeApp, tempDataDir, visitor } from './helpers.js';

afterEach(cleanup);

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]);

const setup = async () => {
  const dataDir = tempDataDir();
  const app = makeApp({ dataDir });
  const v = visitor(app);
  await v.open('/');
  const upload = (bytes: Uint8Array, name = 'facture.pdf', query = 'formId=contact&fieldId=piece-jointe') =>
    app.request(`/api/form/UploadFile?${query}`, {
      method: 'POST',
      headers: {
        Cookie: [...v.jar].map(([k, val]) => `${k}=${val}`).join('; '),
        'X-CSRF-Token': v.jar.get('crumb') ?? '',
        'Content-Type': 'application/octet-stream',
        'X-File-Name': encodeURIComponent(name),
      },
      body: new Blob([new Uint8Array(bytes)]),
    });
  return { app, v, upload, dataDir };
};

const CONTACT = {
  nom: { First: 'Ada', Last: 'Lovelace' },
  email: 'ada@example.fr',
  sujet: 'Commande',
  message: 'Bonjour',
};

describe('reference backend: file uploads (docs/backend.md "Forms")', () => {
  it('stores an accepted file under a generated name in the data folder, not under its own name', async () => {
    const { upload, dataDir } = await setup();
    const res = await upload(PDF, 'Facture mars.pdf');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { uploadId: string; name: string; size: number };
    expect(body).toEqual({ uploadId: expect.stringMatching(/^[0-9a-f]{32}$/), name: 'Facture mars.pdf', size: PDF.length });
    const stored = readdirSync(join(dataDir, 'uploads'));
    expect(stored).toEqual([body.uploadId]);
    expect(readFileSync(join(dataDir, 'uploads', body.uploadId))).toEqual(Buffer.from(PDF));
  });

  it('reads the type from the bytes: a program named .pdf is refused with 415 and nothing is stored', async () => {
    const { upload, dataDir } = await setup();
    const res = await upload(EXE, 'facture.pdf');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Type de fichier non pris en charge.' });
    expect(existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')) : []).toEqual([]);
  });

  it("refuses a file over the field's limit with 413 and the maximum size, and a file without a name with 400", async () => {
    const { upload } = await setup();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PDF);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Le fichier est trop volumineux (taille maximale : 2 Mo).' });
    const nameless = await upload(PDF, '');
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toEqual({ message: 'Un nom de fichier est requis.' });
    expect((await upload(PDF, 'a.pdf', 'formId=contact&fieldId=email')).status).toBe(404);
    expect((await upload(PDF, 'a.pdf', 'formId=nope&fieldId=piece-jointe')).status).toBe(404);
  });

  it('keeps a name without folders or control characters', () => {
    expect(uploadName(encodeURIComponent('../../etc/passwd'))).toBe('passwd');
    expect(uploadName(encodeURIComponent('a\u0000b\r\n.pdf'))).toBe('ab.pdf');
    expect(uploadName('%E0%A4%A')).toBe('');
  });

  it('needs the crumb like every other write', async () => {
    const { app } = await setup();
    const res = await app.request('/api/form/UploadFile?formId=contact&fieldId=piece-jointe', { method: 'POST', body: new Blob([PDF]) });
    expect(res.status).toBe(401);
  });

  it('saves a submission that names its upload once, and refuses an id it did not make or one already taken', async () => {
    const { v, upload } = await setup();
    const { uploadId } = (await (await upload(PDF)).json()) as { uploadId: string };
    const key = async () => ((await (await v.request('POST', '/api/form/FormSubmissionKey')).json()) as { data: { key: string } }).data.key;
    const save = async (file: unknown) =>
      v.request('POST', '/api/form/SaveFormSubmission?formId=contact', {
        key: await key(),
        form: JSON.stringify({ ...CONTACT, 'piece-jointe': file }),
        captchaKey: issueCaptchaToken('FORM_BLOCK_SUBMISSION', 'example-site-key'),
      });
    const forged = await save({ Upload: 'f'.repeat(32), Name: 'x.pdf', Size: '1' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ errors: { 'piece-jointe': 'Échec du traitement du fichier' } });
    // the stored name and size win over what the browser sends
    expect((await save({ Upload: uploadId, Name: 'autre.exe', Size: '999' })).status).toBe(200);
    const subs = ((await (await v.request('GET', '/__test/form-submissions')).json()) as { submissions: Array<{ payload: Record<string, unknown> }> }).submissions;
    expect(subs[0]?.payload['piece-jointe']).toEqual({ Upload: uploadId, Name: 'facture.pdf', Size: String(PDF.length) });
    expect((await save({ Upload: uploadId, Name: 'facture.pdf', Size: String(PDF.length) })).status).toBe(400);
  });

  it('gives the file back to the signed-in owner only, as an attachment, and links it from the owner page', async () => {
    const { app, v, upload } = await setup();
    const { uploadId } = (await (await upload(PDF)).json()) as { uploadId: string };
    const key = ((await (await v.request('POST', '/api/form/FormSubmissionKey')).json()) as { data: { key: string } }).data.key;
    await v.request('POST', '/api/form/SaveFormSubmission?formId=contact', {
      key,
      form: JSON.stringify({ ...CONTACT, 'piece-jointe': { Upload: uploadId, Name: 'facture.pdf', Size: '1' } }),
      captchaKey: issueCaptchaToken('FORM_BLOCK_SUBMISSION', 'example-site-key'),
    });
    expect((await v.request('GET', `/owner/forms/files/${uploadId}`)).status).toBe(303);
    const owner = visitor(app);
    await owner.open('/owner/sign-in');
    const form = new URLSearchParams({ crumb: owner.jar.get('crumb') ?? '', next: '/owner/forms', password: OWNER_TEST_PASSWORD });
    await owner.request('POST', '/owner/sign-in', form.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    const page = await (await owner.request('GET', '/owner/forms')).text();
    expect(page).toContain(`<a href="/owner/forms/files/${uploadId}" download>facture.pdf</a>`);
    const file = await owner.request('GET', `/owner/forms/files/${uploadId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''facture.pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect((await owner.request('GET', '/owner/forms/files/..%2F..%2Fdata.sqlite')).status).toBe(404);
  });
});
