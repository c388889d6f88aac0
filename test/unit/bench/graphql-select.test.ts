import { describe, expect, it } from 'vitest';
import { selectFields } from '../../bench/graphql-select';
import { shopifyApi } from '../../bench/peer-api-shopify';
import { benchProduct } from '../../bench/peer-product';
import { SHOPIFY_DOMAIN } from '../../bench/peer-stubs';

describe("the bench's GraphQL answers (test/bench/graphql-select.ts)", () => {
  it('answers only the selected fields, under their aliases, with fragments spread in', () => {
    const missing = new Set<string>();
    const query = 'fragment F on Product { id, title } query ($id: ID!) { node (id: $id) { __typename, ...F, img: image { src: url }, ... on Product { handle } } }';
    const value = { node: { __typename: 'Product', id: '1', title: 'T', handle: 'h', vendor: 'v', image: { url: '/a.jpg', width: 3 } } };
    expect(selectFields(query, value, missing)).toEqual({ node: { __typename: 'Product', id: '1', title: 'T', img: { src: '/a.jpg' }, handle: 'h' } });
    expect(missing.size).toBe(0);
  });

  it('answers a selected field the object lacks with null, and names it', () => {
    const missing = new Set<string>();
    expect(selectFields('{ cart { id, deliveryGroups (first: 2) { edges { node { id } } } } }', { cart: { id: 'c' } }, missing)).toEqual({ cart: { id: 'c', deliveryGroups: null } });
    expect([...missing]).toEqual(['.cart.deliveryGroups']);
  });

  it("skips an inline fragment on another type, and selects in each element of a list", () => {
    const missing = new Set<string>();
    const value = { lines: [{ __typename: 'CartLine', id: 'a', code: 'x' }, { __typename: 'Other', id: 'b', code: 'y' }] };
    expect(selectFields('{ lines { id, ... on CartLine { code } } }', value, missing)).toEqual({ lines: [{ id: 'a', code: 'x' }, { id: 'b' }] });
  });
});

describe("the Storefront API stub's product answer (test/bench/peer-api-shopify.ts)", () => {
  it("gives the catalogue's product: title, options, a variant per SKU with its price", () => {
    const missing = new Set<string>();
    const api = shopifyApi(benchProduct(), null, missing);
    const query = 'query ($id:ID!) { node (id: $id) { __typename, ... on Product { title, options { name, values }, variants (first: 250) { edges { node { sku, available: availableForSale, price { amount, currencyCode } } } } } } }';
    const answer = api({ method: 'POST', host: SHOPIFY_DOMAIN, path: '/api/2025-01/graphql', query: new URLSearchParams(), body: JSON.stringify({ query, variables: { id: 'gid://shopify/Product/1' } }), headers: {} });
    const node = (JSON.parse(answer!.body) as { data: { node: { title: string; options: unknown; variants: { edges: { node: { sku: string; available: boolean; price: unknown } }[] } } } }).data.node;
    expect(node.title).toBe('T-shirt classique');
    expect(node.options).toEqual([{ name: 'Taille', values: ['S', 'M', 'L'] }, { name: 'Couleur', values: ['Blanc', 'Noir'] }]);
    expect(node.variants.edges.map((e) => e.node)).toContainEqual({ sku: 'TEE-L-NOIR', available: false, price: { amount: '25.0', currencyCode: 'EUR' } });
    expect(missing.size).toBe(0);
  });
});
