import { describe, expect, it } from 'vitest';
import { frOwnerRestock } from '../../../../src/i18n/owner-restock';
import { date } from '../../../../widgets/owner-restock/owner-restock';

describe("the owner's restock lists write their dates", () => {
  it('in French, "not yet" for none, and "Invalid Date" where the browser cannot hold the date (the list still renders)', () => {
    expect(date(Date.UTC(2026, 10, 28, 12))).toMatch(/^28\/11\/2026 \d\d:\d\d$/);
    expect(date(null)).toBe(frOwnerRestock.notYet);
    expect(date(9e15)).toBe('Invalid Date');
    expect(date(-9e15)).toBe('Invalid Date');
  });
});
