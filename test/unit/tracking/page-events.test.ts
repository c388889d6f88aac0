// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ButtonCensusSchema, OverlayCensusSchema } from '../../../src/contract/tracking';
import { TrackingConfigSchema, type TrackingContext } from '../../../src/contract/tracking-config';
import { $visitor } from '../../../src/state/visitor';
import type { AnalyticsRecord } from '../../../src/tracking/events';
import { pageTypeEvents, startPageEvents } from '../../../src/tracking/page-events';
import { addressEvents, recordFollowUp, relatedIds, reviewsEvent } from '../../../src/tracking/page-listeners';
import { takeQueued, track } from '../../../src/tracking/track';

const product = { pageType: 50, collectionType: 13, itemId: 'tee' };
const at = (path: string) => new URL('https://shop.test' + path);

describe('what the page type says (docs/behaviour.md §2, 7)', () => {
  it('a product page is a visit and a view of its product', () => {
    expect(pageTypeEvents(product, 'tee', false)).toEqual([
      ['visit-product-page', { itemId: 'tee' }],
      ['product-view', { itemId: 'tee' }],
    ]);
  });

  it('another content item (a blog post) is a content view, not a product view', () => {
    expect(pageTypeEvents({ pageType: 50, itemId: 'post-1' }, 'post-1', false)).toEqual([['view-content', { contentId: 'post-1' }]]);
    expect(pageTypeEvents({ pageType: 50, collectionType: 13 }, '', false)).toEqual([]);
  });

  it('a products collection page is a listing visit, except inside a frame', () => {
    const shop = { pageType: 1, collectionType: 13 };
    expect(pageTypeEvents(shop, 'shop', false)).toEqual([['visit-listing', { collectionId: 'shop' }]]);
    expect(pageTypeEvents(shop, 'shop', true)).toEqual([]);
    expect(pageTypeEvents({ pageType: 2, collectionType: 1 }, 'x', false)).toEqual([]);
  });
});

describe('what the address and the sign-up hook say', () => {
  it('/search with a query is a search, trimmed and cut at 200 characters; without one, nothing', () => {
    expect(addressEvents(at('/search?q=%20t-shirt%20'), null)).toEqual([['search', { query: 't-shirt' }]]);
    expect(addressEvents(at('/search?q=' + 'a'.repeat(300)), null)).toEqual([['search', { query: 'a'.repeat(200) }]]);
    expect(addressEvents(at('/search?q=%20'), null)).toEqual([]);
    expect(addressEvents(at('/searching?q=x'), null)).toEqual([]);
  });

  it('the sign-up hook is a completed registration, with its method when it names one', () => {
    expect(addressEvents(at('/welcome'), 'email')).toEqual([['complete-registration', { method: 'email' }]]);
    expect(addressEvents(at('/welcome'), '')).toEqual([['complete-registration', {}]]);
  });
});

describe('reviews tab and anchor', () => {
  afterEach(() => void (document.body.innerHTML = ''));
  const page = () => {
    document.body.innerHTML = `
      <div data-storefront="product" data-item-id="tee">
        <a id="to-reviews" href="#avis-tee">Lire les avis</a>
        <a id="to-top" href="#top">Haut</a>
        <section class="product-reviews"><h2 id="avis-tee">Avis</h2>
          <details><summary id="open">Afficher les avis</summary><ul><li>Bien</li></ul></details>
        </section>
      </div>
      <div role="tablist"><button role="tab" id="tab" aria-controls="panel"><span id="tab-label">Avis</span></button><button role="tab" id="other-tab" aria-controls="other">Détails</button></div>
      <div id="panel"><div class="product-reviews"></div></div><div id="other"></div><h1 id="top">Haut</h1>`;
  };
  const el = (id: string) => document.getElementById(id)!;

  it('a link to the reviews is the anchor event, for the product of its block', () => {
    page();
    expect(reviewsEvent(el('to-reviews'), 'page-item')).toEqual(['reviews-anchor', { itemId: 'tee' }]);
    expect(reviewsEvent(el('to-top'), 'page-item')).toBeNull();
  });

  it('opening the reviews disclosure, or their tab, is the tab event; closing it is nothing', () => {
    page();
    expect(reviewsEvent(el('open'), undefined)).toEqual(['reviews-tab', { itemId: 'tee' }]);
    el('open').parentElement!.setAttribute('open', '');
    expect(reviewsEvent(el('open'), undefined)).toBeNull();
    // a tab outside any product block: the page's product; a click on its label counts
    expect(reviewsEvent(el('tab-label'), 'page-item')).toEqual(['reviews-tab', { itemId: 'page-item' }]);
    expect(reviewsEvent(el('tab'), undefined)).toBeNull(); // no product to name
    expect(reviewsEvent(el('other-tab'), 'page-item')).toBeNull();
    expect(reviewsEvent(el('top'), 'page-item')).toBeNull();
  });
});

describe('what follows an SDK record', () => {
  const added = (itemId: string): AnalyticsRecord => ({
    event: 'add-to-cart',
    payload: { cartId: 'c', currency: 'EUR', value: 12, item: { itemId, sku: 'S', title: 'Mug', quantity: 1, price: 12 } },
    at: 1,
  });

  it('an add to cart of another product than the page’s is a click and add', () => {
    expect(recordFollowUp(added('mug'), 'tee')).toEqual(['click-and-add', { itemId: 'mug', title: 'Mug' }]);
    expect(recordFollowUp(added('mug'), undefined)).toEqual(['click-and-add', { itemId: 'mug', title: 'Mug' }]);
    expect(recordFollowUp(added('tee'), 'tee')).toBeNull();
  });

  it('a Quick View is an overlay; a theme’s own records and other events are nothing', () => {
    expect(recordFollowUp({ event: 'quick-view', payload: { itemId: 'mug' }, at: 1 }, 'tee')).toBe('overlay');
    expect(recordFollowUp({ ...added('mug'), custom: true }, 'tee')).toBeNull();
    expect(recordFollowUp({ event: 'quick-view', payload: {}, at: 1, custom: true }, 'tee')).toBeNull();
    expect(recordFollowUp({ event: 'product-view', payload: { itemId: 'mug' }, at: 1 }, 'tee')).toBeNull();
  });

  it('a related products block names each product once', () => {
    const block = document.createElement('section');
    block.innerHTML = '<li data-item-id="a"></li><li data-item-id="b"><a data-item-id="b"></a></li>';
    expect(relatedIds(block)).toEqual(['a', 'b']);
  });
});

describe('startPageEvents: the page as events and census calls', () => {
  it('fires the page type’s events, loads the listeners, sends the button and overlay census and fires the events of what happens', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) as unknown });
        return new Response(null, { status: 204 });
      }),
    );
    let reveal: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          reveal = callback;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve(el: Element) {
          observed.splice(observed.indexOf(el), 1);
        }
      },
    );
    document.body.innerHTML = `
      <div class="sqs-block-button" id="block-shop"><a href="#shop" id="shop-link">Boutique</a></div>
      <section data-related-products><li data-item-id="mug"></li><li data-item-id="cap"></li></section>
      <div class="product-reviews"><details><summary id="open">Avis</summary></details></div>`;
    $visitor.set({
      visitor: { id: 'v1', firstVisit: 1, previousVisit: 1, currentVisit: 1, visitCount: 1 },
      restrictive: false,
      siteUser: null,
      session: { firstLanding: true, firstSession: true, sessionId: 's1' },
      analyticsId: 'a1',
    });
    const host: TrackingContext = { websiteId: 'site', locale: 'fr-FR', pageType: 50, collectionType: 13, itemId: 'tee', tracking: TrackingConfigSchema.parse({ pageId: 'tee' }) };
    takeQueued();
    track('add-to-cart', { cartId: 'c', currency: 'EUR', value: 9, item: { itemId: 'cap', sku: 'CAP', title: 'Cap', quantity: 1, price: 9 } }); // before tracking started
    const sent: AnalyticsRecord[] = [];
    startPageEvents(host, (record) => sent.push(record));
    expect(takeQueued()).toEqual([]); // every record now goes to `send`
    expect(sent.map((r) => [r.event, r.payload])).toEqual([
      ['add-to-cart', expect.objectContaining({ cartId: 'c' })],
      ['click-and-add', { itemId: 'cap', title: 'Cap' }],
      ['visit-product-page', { itemId: 'tee' }],
      ['product-view', { itemId: 'tee' }],
    ]);
    sent.length = 0;
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/census/button-render'])); // the listeners started
    expect(ButtonCensusSchema.parse(calls[0]!.body)).toMatchObject({ buttonId: 'block-shop', visitorCookie: expect.stringMatching(/^v1\|/), pagePath: '/' });

    document.getElementById('shop-link')!.click();
    document.getElementById('open')!.click();
    track('quick-view', { itemId: 'mug', title: 'Mug' });
    track('add-to-cart', { cartId: 'c', currency: 'EUR', value: 12, item: { itemId: 'mug', sku: 'MUG', title: 'Mug', quantity: 1, price: 12 } });
    // a storefront:analytics event dispatched by other code is for listeners, not sent
    document.dispatchEvent(new CustomEvent('storefront:analytics', { detail: { event: 'search', payload: { query: 'x' }, at: 1 } }));
    expect(observed).toHaveLength(1);
    reveal([{ isIntersecting: false, target: observed[0]! }]);
    reveal([{ isIntersecting: true, target: observed[0]! }]);

    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/census/button-render', '/api/census/button-click', '/api/census/overlay']));
    expect(ButtonCensusSchema.parse(calls[1]!.body).buttonId).toBe('block-shop');
    expect(OverlayCensusSchema.safeParse(calls[2]!.body).success).toBe(true);
    expect(sent.map((r) => [r.event, r.payload])).toEqual([
      ['reviews-tab', { itemId: 'tee' }],
      ['quick-view', { itemId: 'mug', title: 'Mug' }],
      ['add-to-cart', expect.objectContaining({ cartId: 'c' })],
      ['click-and-add', { itemId: 'mug', title: 'Mug' }],
      ['related-product-display', { itemIds: ['mug', 'cap'] }],
    ]);
    expect(observed).toEqual([]); // once
    vi.unstubAllGlobals();
    $visitor.set(null);
  });
});
