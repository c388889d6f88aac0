import { describe, expect, it } from 'vitest';
import { readField } from '../../../src/forms/fields';
import { acceptAttribute, acceptedTypes, maxFileBytes, sniffedType } from '../../../src/forms/files';
import { checkAnswer, checkFile, claimedType, sizeText } from '../../../src/forms/validate';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('file fields (docs/forms.md "File fields")', () => {
  it('reads a field: accepted types by known name, the size limit within 10 MiB, defaults otherwise', () => {
    const field = readField({ id: 'f', type: 'file', title: 'Pièce jointe', accept: ['PDF', '.jpeg', 'exe'], maxSize: 2048 });
    expect(field).toMatchObject({ kind: 'file', accept: ['pdf', 'jpg'], maxBytes: 2048 });
    expect(acceptedTypes(['exe', 'svg'])).toEqual(['pdf', 'jpg', 'png']);
    expect(maxFileBytes(50 * 1024 * 1024)).toBe(10 * 1024 * 1024);
    expect(maxFileBytes(-1)).toBe(5 * 1024 * 1024);
    expect(acceptAttribute(['pdf', 'jpg'])).toBe('.pdf,.jpg,.jpeg');
  });

  it('reads the type the server trusts from the first bytes, never from the name', () => {
    expect(sniffedType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffedType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffedType(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]))).toBe('png');
    expect(sniffedType(bytes('GIF89a'))).toBe('gif');
    expect(sniffedType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffedType(bytes('MZ\x90\x00'))).toBeNull();
    expect(sniffedType(bytes('<svg'))).toBeNull();
    expect(sniffedType(new Uint8Array())).toBeNull();
  });

  it('checks a chosen file in the browser with the catalogue messages: a name, the size, the type', () => {
    expect(checkFile({ name: 'facture.pdf', size: 1000, mime: 'application/pdf' }, ['pdf'], 2048)).toBeNull();
    expect(checkFile({ name: ' ', size: 1, mime: '' }, ['pdf'], 2048)).toBe('Un nom de fichier est requis.');
    expect(checkFile({ name: 'a.pdf', size: 3 * 1024 * 1024, mime: '' }, ['pdf'], 2 * 1024 * 1024)).toBe(
      'Le fichier est trop volumineux (taille maximale : 2 Mo).',
    );
    expect(checkFile({ name: 'a.exe', size: 10, mime: 'application/x-msdownload' }, ['pdf'], 2048)).toBe('Type de fichier non pris en charge.');
    expect(checkFile({ name: 'photo', size: 10, mime: 'image/png' }, ['png'], 2048)).toBeNull();
    expect(claimedType('PHOTO.JPEG', '')).toBe('jpg');
  });

  it('writes sizes as a French shopper reads them', () => {
    expect(sizeText(850)).toBe('850 octets');
    expect(sizeText(120 * 1024)).toBe('120 Ko');
    expect(sizeText(1.5 * 1024 * 1024)).toBe('1,5 Mo');
  });

  it('checks a submitted answer: a required field needs a file, an answer names an upload the server gave', () => {
    const required = readField({ id: 'f', type: 'file', title: 'Pièce jointe', required: true });
    const optional = readField({ id: 'f', type: 'file', title: 'Pièce jointe' });
    if (!required || !optional) throw new Error('no field');
    const empty = { Upload: '', Name: '', Size: '' };
    expect(checkAnswer(required, empty)).toBe('Un nom de fichier est requis.');
    expect(checkAnswer(optional, empty)).toBeNull();
    expect(checkAnswer(optional, { Upload: 'a'.repeat(32), Name: 'a.pdf', Size: '10' })).toBeNull();
    expect(checkAnswer(optional, { Upload: '../etc/passwd', Name: 'x', Size: '1' })).toBe('Échec du traitement du fichier');
  });
});
