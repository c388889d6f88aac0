import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InstalmentContext } from '../../../src/contract/instalment';
import type { StructuredContent } from '../../../src/contract/product';
import {
  INSTALMENT_COUNT,
  instalmentLanguage,
  instalmentMessage,
  instalmentModalFiles,
  instalmentOffer,
  instalmentProvider,
} from '../../../src/domain/instalment';
import { instalmentModalText, instalmentPillText, itemInstalmentPill } from '../../../src/domain/instalment-text';

const physical = (prices: string[] = ['180.00']): StructuredContent => ({
  productType: 1,
  isSubscribable: false,
  variants: prices.map((value, i) => ({ sku: `V${i}`, attributes: { Format: `F${i}` }, priceMoney: { value, currency: 'EUR' } })),
});
const context = (over: Partial<InstalmentContext> = {}): InstalmentContext => ({
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 200000,
  shopperLanguage: 'fr',
  stripeAccountCountry: 'CA',
  ...over,
});

describe('instalment eligibility (docs/behaviour.md §4, 9)', () => {
  it('offers the pill to a physical, non-subscribable product whose context enables the provider', () => {
    expect(instalmentOffer(physical(), context())).toEqual({ provider: 'Afterpay', country: 'CA', language: 'fr', minCents: 3500, maxCents: 200000 });
  });

  it('refuses digital, service, gift-card, unknown and subscribable products', () => {
    for (const productType of [2, 3, 4, 5, undefined, '2']) expect(instalmentOffer({ ...physical(), productType }, context()), String(productType)).toBeNull();
    expect(instalmentOffer({ ...physical(), isSubscribable: true }, context())).toBeNull();
    expect(instalmentOffer({ ...physical(), isSubscribable: 'true' }, context())).toBeNull();
    expect(instalmentOffer({ ...physical(), productType: '1' }, context())).not.toBeNull();
  });

  it('needs the provider enabled, a supported country and a readable range', () => {
    expect(instalmentOffer(physical(), undefined)).toBeNull();
    expect(instalmentOffer(physical(), context({ afterPayAvailable: false }))).toBeNull();
    expect(instalmentOffer(physical(), context({ afterPayAvailable: undefined }))).toBeNull();
    expect(instalmentOffer(physical(), context({ afterPayAvailable: 'true' }))).not.toBeNull();
    for (const country of ['US', 'CA', 'AU', 'NZ', 'GB', 'gb', ' nz ']) expect(instalmentOffer(physical(), context({ stripeAccountCountry: country })), country).not.toBeNull();
    for (const country of ['FR', 'DE', 'UK', '', undefined]) expect(instalmentOffer(physical(), context({ stripeAccountCountry: country })), String(country)).toBeNull();
    expect(instalmentOffer(physical(), context({ afterPayMin: 200000 }))).toBeNull(); // min = max: no price is in range
    expect(instalmentOffer(physical(), context({ afterPayMin: 199999 }))).not.toBeNull();
    expect(instalmentOffer(physical(), context({ afterPayMin: -1 }))).toBeNull();
    expect(instalmentOffer(physical(), context({ afterPayMax: 'lots' }))).toBeNull();
    expect(instalmentOffer(physical(), context({ afterPayMax: 10.5 }))).toBeNull();
    expect(instalmentOffer(physical(), context({ afterPayMin: '3500', afterPayMax: '200000' }))?.minCents).toBe(3500);
  });

  it('speaks English everywhere and French in Canada only', () => {
    expect(instalmentLanguage('CA', 'fr')).toBe('fr');
    expect(instalmentLanguage('CA', 'fr-CA')).toBe('fr');
    expect(instalmentLanguage('CA', 'FR_ca')).toBe('fr');
    expect(instalmentLanguage('CA', 'en')).toBe('en');
    expect(instalmentLanguage('CA', 'de')).toBe('en');
    expect(instalmentLanguage('CA', undefined)).toBe('en');
    for (const country of ['US', 'AU', 'NZ', 'GB'] as const) expect(instalmentLanguage(country, 'fr')).toBe('en');
  });

  it('names the provider Clearpay in the United Kingdom, Afterpay elsewhere', () => {
    expect(instalmentProvider('GB')).toBe('Clearpay');
    for (const country of ['US', 'CA', 'AU', 'NZ'] as const) expect(instalmentProvider(country)).toBe('Afterpay');
  });
});

describe('instalment range (min < price <= max)', () => {
  const range = { minCents: 3500, maxCents: 200000 };

  it('is in range just above the minimum and at the maximum', () => {
    expect(instalmentMessage(range, 3501)).toEqual({ kind: 'inRange', count: 4, cents: 876 });
    expect(instalmentMessage(range, 200000)).toEqual({ kind: 'inRange', count: 4, cents: 50000 });
    expect(instalmentMessage(range, 18000)).toEqual({ kind: 'inRange', count: 4, cents: 4500 });
  });

  it('is available over the minimum at or below it, and up to the maximum above it', () => {
    expect(instalmentMessage(range, 3500)).toEqual({ kind: 'over', cents: 3500 });
    expect(instalmentMessage(range, 0)).toEqual({ kind: 'over', cents: 3500 });
    expect(instalmentMessage(range, 200001)).toEqual({ kind: 'upTo', cents: 200000 });
  });

  it('splits into payments that cover the price by less than one payment step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3501, max: 200000 }), (price) => {
        const m = instalmentMessage(range, price);
        expect(m.kind).toBe('inRange');
        if (m.kind !== 'inRange') return;
        expect(m.cents * INSTALMENT_COUNT).toBeGreaterThanOrEqual(price);
        expect(m.cents * INSTALMENT_COUNT - price).toBeLessThan(INSTALMENT_COUNT);
      }),
    );
  });
});

describe('instalment wording', () => {
  const fr = instalmentOffer(physical(), context())!;
  const gb = instalmentOffer(physical(), context({ stripeAccountCountry: 'GB', shopperLanguage: 'en' }))!;
  const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

  it('writes the three messages in French with the money rules', () => {
    expect(nbsp(instalmentPillText(fr, 18000, 'EUR').text)).toBe('ou 4 paiements sans intérêts de 45,00 € avec Afterpay');
    expect(nbsp(instalmentPillText(fr, 3500, 'EUR').text)).toBe('ou 4 paiements sans intérêts disponibles au-delà de 35,00 € avec Afterpay');
    expect(nbsp(instalmentPillText(fr, 250000, 'EUR').text)).toBe("ou 4 paiements sans intérêts disponibles jusqu'à 2 000,00 € avec Afterpay");
    expect(instalmentPillText(fr, 18000, 'EUR')).toMatchObject({ kind: 'inRange', info: 'En savoir plus sur Afterpay', language: 'fr' });
  });

  it('writes them in English for the other countries', () => {
    expect(instalmentPillText(gb, 24000, 'EUR').text).toBe('or 4 interest-free payments of €60.00 with Clearpay');
    expect(instalmentPillText(gb, 3500, 'EUR').text).toBe('or 4 interest-free payments available over €35.00 with Clearpay');
    expect(instalmentPillText(gb, 200001, 'EUR').text).toBe('or 4 interest-free payments available up to €2,000.00 with Clearpay');
    expect(instalmentPillText(gb, 200001, 'EUR')).toMatchObject({ kind: 'upTo', info: 'Learn more about Clearpay', language: 'en' });
    expect(instalmentModalText(gb)).toEqual({ title: 'Pay in 4 with Clearpay', close: 'Close' });
    expect(instalmentModalText(fr)).toEqual({ title: 'Payer en 4 fois avec Afterpay', close: 'Fermer' });
  });

  it('follows the chosen variant, or the lowest price before a choice', () => {
    const product = physical(['35.00', '240.00', '2000.01']);
    const variants = product.variants!;
    expect(itemInstalmentPill(product, context(), undefined)?.kind).toBe('over');
    expect(itemInstalmentPill(product, context(), variants[1])?.kind).toBe('inRange');
    expect(itemInstalmentPill(product, context(), variants[2])?.kind).toBe('upTo');
    const sale = { ...variants[2]!, onSale: true, salePriceMoney: { value: '1500.00', currency: 'EUR' } };
    expect(itemInstalmentPill(product, context(), sale)?.kind).toBe('inRange'); // what the shopper pays
    expect(itemInstalmentPill({ ...product, isSubscribable: true }, context(), variants[1])).toBeNull();
  });

  it('writes yen without decimals', () => {
    expect(instalmentPillText(gb, 40000, 'JPY').text).toBe('or 4 interest-free payments of JP¥10,000 with Clearpay');
  });
});

describe('instalment modal files', () => {
  it('tries the language and country, then English (US)', () => {
    expect(instalmentModalFiles({ language: 'fr', country: 'CA' })).toEqual(['fr_CA.html', 'en_US.html']);
    expect(instalmentModalFiles({ language: 'en', country: 'GB' })).toEqual(['en_GB.html', 'en_US.html']);
    expect(instalmentModalFiles({ language: 'en', country: 'US' })).toEqual(['en_US.html']);
  });
});
