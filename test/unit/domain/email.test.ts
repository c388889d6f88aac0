import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailProblem } from '../../../src/domain/email';

describe('emailProblem (the restock form and the backend share it)', () => {
  it('says empty for nothing or spaces', () => {
    for (const raw of ['', ' ', '\t\n ']) expect(emailProblem(raw)).toBe('empty');
  });

  it('accepts ordinary addresses, surrounding spaces ignored', () => {
    for (const raw of ['ana@example.fr', ' ana.b+restock@mail.example.co.uk ', 'a@b.c']) expect(emailProblem(raw)).toBeNull();
  });

  it('refuses what is not an address', () => {
    for (const raw of ['ana', 'ana@', '@example.fr', 'ana@example', 'ana@@example.fr', 'a na@example.fr', 'ana@example..fr', 'ana@.fr']) {
      expect(emailProblem(raw), raw).toBe('invalid');
    }
  });

  it('enforces 256 characters at most, at the boundary', () => {
    const at = (n: number) => `${'a'.repeat(n - '@example.fr'.length)}@example.fr`;
    expect(emailProblem(at(EMAIL_MAX_LENGTH))).toBeNull();
    expect(emailProblem(at(EMAIL_MAX_LENGTH + 1))).toBe('invalid');
  });

  it('never throws and always answers one of its three values', () => {
    fc.assert(fc.property(fc.string(), (raw) => [null, 'empty', 'invalid'].includes(emailProblem(raw))));
  });
});
