// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlockType, CollectionType, CollectionTypeCode, blockTypeName } from '../../../src/domain/content/enums';
import { PageType, pageTypeOf } from '../../../src/domain/page-types';
import { isProductListPage } from '../../../src/domain/product-page-rules';
import { WebsiteRole, websiteRoleOf } from '../../../src/domain/roles';
import { pageTypeEvents } from '../../../src/tracking/page-events';
import { isTracked } from '../../../src/tracking/policy';
import type { TrackingConfig } from '../../../src/contract/tracking-config';

const docs = readFileSync(join(import.meta.dirname, '../../../docs/behaviour.md'), 'utf8');
/** The text from `start` to `end`, on one line. */
const section = (start: string, end: string) => docs.slice(docs.indexOf(start), docs.indexOf(end, docs.indexOf(start))).replace(/\s+/g, ' ');
/** An enum's members as `code -> normalised name` ("MemberAreaAccessDenied" -> "memberareaaccessdenied"). */
const members = (e: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => typeof v === 'number').map(([k, v]) => [v, k.toLowerCase()]));
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('the enumerations are docs/behaviour.md\'s, each once', () => {
  it('has the 27 page types of §2 with their codes', () => {
    const table = section('### Page types', '### Product detail page');
    const pairs = [...table.matchAll(/(?<=\| )([a-zA-Z][a-zA-Z0-9 ]*?) \| (\d+)(?= \|)/g)].map(([, name, code]) => [Number(code), squash(name!)]);
    expect(pairs).toHaveLength(27);
    expect(members(PageType)).toEqual(Object.fromEntries(pairs));
  });

  it('has the 15 role numbers and the 16 collection types of §3', () => {
    const line = (label: string) => section(`- **${label}**`, label === 'Admin and user roles' ? '### Images' : '\n- **');
    const pairs = (text: string) => [...text.matchAll(/([a-z][a-z -]*?) (\d+)[,.]/g)].map(([, name, code]) => [Number(code), squash(name!)]);
    expect(members(WebsiteRole)).toEqual(Object.fromEntries(pairs(line('Admin and user roles'))));
    expect(members(CollectionTypeCode)).toEqual(Object.fromEntries(pairs(line('Collection types'))));
    expect(Object.entries(CollectionType).map(([name, code]) => [code, squash(name)])).toEqual(pairs(line('Collection types')));
  });

  it('names the later block types and the website component, and no code twice', () => {
    expect(BlockType.accordion).toBe(60);
    expect([BlockType.marquee, BlockType.shape, BlockType['pricing-plan'], BlockType['website-component']]).toEqual([70, 71, 72, 1337]);
    expect(new Set(Object.values(BlockType)).size).toBe(Object.keys(BlockType).length);
    expect(blockTypeName(5)).toBe('image');
    expect(blockTypeName(1337)).toBe('website-component');
  });
});

describe('unknown values are no known type, and break nothing', () => {
  it('reads an unknown page type, role or block code as none', () => {
    for (const value of [0, 4, 99, 212, 1e9, -1, NaN, '50', null, undefined]) expect(pageTypeOf(value)).toBeUndefined();
    expect(pageTypeOf(50)).toBe(PageType.ContentItem);
    for (const value of [5, 17, 0, '10', null]) expect(websiteRoleOf(value)).toBeUndefined();
    expect(websiteRoleOf(10)).toBe(WebsiteRole.Viewer);
    for (const value of [61, 69, 73, 0, '5', null]) expect(blockTypeName(value)).toBeUndefined();
  });

  it('a product list is a products collection (13) that is not a content item (50), whatever other page type it has', () => {
    expect(isProductListPage({ collectionType: 13, pageType: PageType.MainContent }, false)).toBe(true);
    expect(isProductListPage({ collectionType: 13, pageType: 999 }, false)).toBe(true);
    expect(isProductListPage({ collectionType: 13, pageType: 50 }, false)).toBe(false);
    expect(isProductListPage({ collectionType: 99, pageType: 1 }, false)).toBe(false);
    expect(pageTypeEvents({ pageType: 999, collectionType: 999, itemId: 'p' }, 'page', false)).toEqual([]);
  });

  it('tracks a signed-in account only when its one role is viewer (10), never for an unknown role; an unknown page type is tracked', () => {
    const config = (websiteRoles: number[] | null) => ({ censusEnabled: true, account: websiteRoles && { websiteRoles } }) as unknown as TrackingConfig;
    expect(isTracked(config([WebsiteRole.Viewer]), 1, '/')).toBe(true);
    expect(isTracked(config([WebsiteRole.Viewer]), 1, '/config/pages')).toBe(false);
    expect(isTracked(config([99]), 1, '/')).toBe(false);
    expect(isTracked(config([WebsiteRole.Viewer, WebsiteRole.Admin]), 1, '/')).toBe(false);
    expect(isTracked(config(null), 999, '/')).toBe(true);
    for (const untracked of [PageType.NotFound, PageType.LockScreen, PageType.MemberAreaAccessDenied]) expect(isTracked(config(null), untracked, '/')).toBe(false);
  });
});
