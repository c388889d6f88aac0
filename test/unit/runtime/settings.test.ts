import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../src/runtime/settings';

afterEach(() => vi.restoreAllMocks());

describe('the site configuration reads its currency among the 27 (docs/behaviour.md §3 "Money")', () => {
  it('keeps a store currency, upper-cased', () => {
    expect(siteConfig({ currency: 'EUR', websiteId: 'w' }).currency).toBe('EUR');
    expect(siteConfig({ currency: 'jpy' }).currency).toBe('JPY');
    expect(siteConfig({}).currency).toBe('USD');
  });

  it('reads a code outside the 27 as USD with one warning, keeping the rest of the configuration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = siteConfig({ currency: 'KRW', websiteId: 'site-1', locale: 'en-US' });
    expect(config.currency).toBe('USD');
    expect(config.websiteId).toBe('site-1');
    expect(config.locale).toBe('en-US');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain('KRW');
  });
});

describe('the site configuration reads a page or collection type that is not a number as none (docs/behaviour.md §3)', () => {
  it('keeps the rest of the configuration', () => {
    const config = siteConfig({ currency: 'EUR', pageType: 'cinquante', collectionType: null, websiteId: 'site-1' });
    expect(config).toMatchObject({ currency: 'EUR', websiteId: 'site-1' });
    expect(config.pageType).toBeUndefined();
    expect(config.collectionType).toBeUndefined();
    expect(siteConfig({ pageType: 50, collectionType: 13 })).toMatchObject({ pageType: 50, collectionType: 13 });
    expect(siteConfig({ pageType: 4242 }).pageType).toBe(4242); // a number outside the list: kept, read as no type by the rules
  });
});
