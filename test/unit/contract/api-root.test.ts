import { describe, expect, it } from 'vitest';
import { INVENTORY_PATH, routes, underApiRoot } from '../../../src/contract/constants';

describe('underApiRoot (docs/behaviour.md §7: the inventory call is under the API root)', () => {
  it.each([
    ['/api/', '/api/commerce/inventory/stock/'],
    ['/boutique/api/', '/boutique/api/commerce/inventory/stock/'],
    ['/boutique/api', '/boutique/api/commerce/inventory/stock/'],
    // not a same-origin path: the default root
    ['https://ailleurs.test/api/', '/api/commerce/inventory/stock/'],
    ['//ailleurs.test/api/', '/api/commerce/inventory/stock/'],
    ['/\\ailleurs.test/', '/api/commerce/inventory/stock/'],
    ['api/', '/api/commerce/inventory/stock/'],
    ['', '/api/commerce/inventory/stock/'],
    ['/api/?x=1', '/api/commerce/inventory/stock/'],
  ])('%j gives %s', (root, url) => {
    expect(underApiRoot(root, INVENTORY_PATH)).toBe(url);
  });

  it('the reference backend serves the inventory under the default root', () => {
    expect(routes.inventory).toBe('/api/commerce/inventory/stock/');
  });
});
