// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventsServiceBodySchema, AnalyticsPayload1Schema } from '../../../src/contract/tracking';
import { TrackingConfigSchema, type TrackingContext } from '../../../src/contract/tracking-config';
import { $visitor, type VisitorState } from '../../../src/state/visitor';
import { analyticsSender, eventsServiceUrl, payload1, payload2, trackingFailure } from '../../../src/tracking/analytics';
import { trackingCommand } from '../../../src/tracking/commands';
import { $trackingConsent } from '../../../src/tracking/consent';
import { takeQueued } from '../../../src/tracking/track';

const host = (tracking: Record<string, unknown> = {}): TrackingContext => ({
  websiteId: 'site',
  locale: 'fr-FR',
  tracking: TrackingConfigSchema.parse({ templateId: 'tpl', memberAccountId: 'm1', ...tracking }),
});
const visitor: VisitorState = {
  visitor: { id: 'v1', firstVisit: 1, previousVisit: 1, currentVisit: 1, visitCount: 1 },
  restrictive: false,
  siteUser: null,
  session: { firstLanding: true, firstSession: true, sessionId: 's1' },
  analyticsId: 'a1',
};
const record = { event: 'add-to-cart', payload: { cartId: 'c1', value: 25, item: { itemId: 'tee', sku: 'TEE-S' } }, at: 1700000000000 };
const url = new URL('https://shop.test/products/tee?x=1#reviews');

afterEach(() => {
  takeQueued();
  $trackingConsent.set(null);
});

describe('analytics payloads (docs/behaviour.md §3, 7)', () => {
  it('payload 1 matches the contract: event, website, member, locales, template, variant, hash, path', () => {
    const p = payload1(host(), record, url);
    expect(AnalyticsPayload1Schema.parse(p)).toEqual(p);
    expect(p).toMatchObject({ eventName: 'add-to-cart', websiteId: 'site', memberAccountId: 'm1', templateId: 'tpl', variantId: 'TEE-S', pageHash: '#reviews', pagePath: '/products/tee' });
  });

  it('payload 2 matches the contract, with the event payload as event_properties', () => {
    const body = payload2(host(), visitor, record, url);
    expect(EventsServiceBodySchema.parse(body)).toEqual(body);
    expect(body.eventSchemaName).toBe('add-to-cart');
    expect(body.eventContent).toMatchObject({
      analytics_id: 'a1',
      session_id: 's1',
      page_host: 'shop.test',
      page_path: '/products/tee',
      page_query: 'x=1',
      occurred_at: record.at,
      context_website_id: 'site',
      object_identifier: 'c1',
      event_properties: record.payload,
    });
  });

  it.each([
    [null, false, null],
    [{ authenticated: true, siteUserId: 'u42' }, true, 'u42'],
    [{ authenticated: false, siteUserId: 'u42' }, false, null],
    [{ authenticated: true, siteUserId: null }, true, null],
  ])('payload 2 says whether a site user is signed in (docs/behaviour.md §6): %j', (siteUser, signedIn, id) => {
    const body = payload2(host(), { ...visitor, siteUser }, record, url);
    expect(EventsServiceBodySchema.parse(body)).toEqual(body);
    expect(body.eventContent).toMatchObject({ site_user_signed_in: signedIn, site_user_id: id });
  });

  it('posts to the events service, or to its validation path', () => {
    expect(eventsServiceUrl(host(), 'purchase')).toBe('/api/events/service');
    expect(eventsServiceUrl(host({ validateEvents: true, eventsServiceUrl: '/events/' }), 'a b')).toBe('/events/validate-event-content/a%20b');
  });

  it('the failure message names the event and the HTTP status', () => {
    expect(trackingFailure('purchase', 500)).toContain('"purchase" (HTTP 500)');
    expect(trackingFailure('purchase', 0)).toContain('network error');
  });
});

describe('the consent and track commands (docs/api.md)', () => {
  it('consent sets the in-page answer; bad input is a TypeError', () => {
    trackingCommand('consent', { performance: true });
    expect($trackingConsent.get()).toBe(true);
    expect(() => trackingCommand('consent', { performance: 'yes' })).toThrow(TypeError);
    expect(() => trackingCommand('consent', null)).toThrow(TypeError);
  });

  it('track dispatches a theme event through storefront:analytics and queues it', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    document.addEventListener('storefront:analytics', listener);
    trackingCommand('track', { event: 'newsletter-lead', payload: { formId: 'f1' } });
    document.removeEventListener('storefront:analytics', listener);
    expect(seen).toEqual([{ event: 'newsletter-lead', payload: { formId: 'f1' }, at: expect.any(Number), custom: true }]);
    expect(takeQueued()).toEqual(seen);
  });

  it('track refuses a name that is not kebab-case, or a payload that is not an object', () => {
    const spy = vi.fn();
    document.addEventListener('storefront:analytics', spy);
    expect(() => trackingCommand('track', { event: 'Newsletter Lead' })).toThrow(TypeError);
    expect(() => trackingCommand('track', { event: 'ok', payload: [1] })).toThrow(TypeError);
    expect(() => trackingCommand('track', 'ok')).toThrow(TypeError);
    document.removeEventListener('storefront:analytics', spy);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('analyticsSender (docs/behaviour.md §7, 8)', () => {
  afterEach(() => {
    $visitor.set(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a record both ways with the visitor of the moment; an event payload JSON cannot hold is not sent to the events service, never thrown', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { userAgent: navigator.userAgent, language: 'fr-FR', sendBeacon });
    const send = analyticsSender(host());
    await send(record); // no visitor yet: nothing
    $visitor.set(visitor);
    const sent = send(record);
    await vi.runAllTimersAsync();
    await sent;
    expect(fetch.mock.calls.map(([u]) => u)).toEqual(['/api/events/RecordEvent']);
    expect(sendBeacon.mock.calls.map(([u]) => u)).toEqual(['/api/events/service']);
    expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toMatchObject({ eventSchemaName: 'add-to-cart', eventContent: { analytics_id: 'a1' } });

    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    await expect(send({ event: 'theme-event', payload: cyclic, at: 1 })).resolves.toBeUndefined();
    await vi.runAllTimersAsync();
    // payload 1 holds no event properties: RecordEvent still goes; payload 2 cannot be written: no beacon
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
