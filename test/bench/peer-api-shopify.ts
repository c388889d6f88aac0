import { selectFields } from './graphql-select';
import type { BenchProduct } from './peer-product';
import { type ApiRequest, type ApiResponse, type PeerApi, SHOPIFY_DOMAIN } from './peer-stubs';

/**
 * The Shopify Storefront API (GraphQL, `POST https://<shop>.myshopify.com/api/<version>/graphql`)
 * as the Buy Button 3.0.6 (shopify-buy 3) calls it, answered for the bench's product
 * (issue 31 point 1), in the shapes of the Storefront API's reference: the product
 * query (`node(id:)` with its options, images and variants), then the cart the add
 * makes (`cartCreate`, `cartLinesAdd`, `cart(id:)`). The operation is told by its root
 * field; every answer holds each field the Buy Button's queries select.
 */
const STAMP = '2026-01-01T00:00:00Z';
const PAGE = { hasNextPage: false, hasPreviousPage: false };
const connection = <T>(nodes: T[]) => ({ pageInfo: PAGE, edges: nodes.map((node, i) => ({ cursor: `cursor-${i}`, node })) });

interface Input {
  query: string;
  variables?: { id?: string; cartId?: string; input?: { lines?: Line[] }; lines?: Line[] };
}
interface Line {
  merchandiseId?: string;
  variantId?: string;
  quantity?: number;
}

export function shopifyApi(product: BenchProduct, imageUrl: string | null, missing: Set<string>): PeerApi {
  const productId = 'gid://shopify/Product/1';
  const image = imageUrl ? { id: 'gid://shopify/ProductImage/1', url: imageUrl, altText: product.title, width: 1200, height: 1200 } : null;
  const money = (cents: number, currencyCode: string) => ({ amount: (cents / 100).toFixed(1), currencyCode });
  const variants = product.variants.map((v, i) => {
    const price = money(v.cents, v.currency);
    return {
      id: `gid://shopify/ProductVariant/${i + 1}`,
      title: Object.values(v.options).join(' / '),
      price,
      priceV2: price,
      weight: 0.2,
      available: v.stock > 0,
      availableForSale: v.stock > 0,
      sku: v.sku,
      compareAtPrice: null,
      compareAtPriceV2: null,
      image,
      selectedOptions: Object.entries(v.options).map(([name, value]) => ({ name, value })),
      unitPrice: null,
      unitPriceMeasurement: { measuredType: null, quantityUnit: null, quantityValue: 0, referenceUnit: null, referenceValue: 0 },
    };
  });
  const node = {
    __typename: 'Product',
    id: productId,
    availableForSale: true,
    createdAt: STAMP,
    updatedAt: STAMP,
    descriptionHtml: `<p>${product.description}</p>`,
    description: product.description,
    handle: product.id,
    productType: 'T-shirt',
    title: product.title,
    vendor: 'Boutique',
    publishedAt: STAMP,
    onlineStoreUrl: null,
    options: product.options.map((o, i) => ({ id: `gid://shopify/ProductOption/${i + 1}`, name: o.name, values: o.values })),
    images: connection(image ? [image] : []),
    variants: connection(variants),
  };

  const carts = new Map<string, { lines: { id: string; variant: number; quantity: number }[] }>();
  let nextId = 1;
  const addLines = (cartId: string, lines: Line[]) => {
    const cart = carts.get(cartId)!;
    for (const line of lines) {
      const variant = variants.findIndex((v) => v.id === (line.merchandiseId ?? line.variantId));
      if (variant < 0) continue;
      const same = cart.lines.find((l) => l.variant === variant);
      if (same) same.quantity += line.quantity ?? 1;
      else cart.lines.push({ id: `gid://shopify/CartLine/${nextId++}`, variant, quantity: line.quantity ?? 1 });
    }
  };
  const cartOf = (id: string) => {
    const lines = carts.get(id)!.lines;
    const currency = product.variants[0]!.currency;
    const cents = lines.reduce((n, l) => n + l.quantity * product.variants[l.variant]!.cents, 0);
    const total = money(cents, currency);
    return {
      __typename: 'Cart',
      id,
      createdAt: STAMP,
      updatedAt: STAMP,
      checkoutUrl: `https://${SHOPIFY_DOMAIN}/cart/c/${id.split('/').pop()}`,
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      note: null,
      attributes: [],
      buyerIdentity: { countryCode: 'FR', email: null, phone: null, customer: null, deliveryAddressPreferences: [], preferences: null },
      deliveryGroups: connection([]),
      discountCodes: [],
      discountAllocations: [],
      appliedGiftCards: [],
      cost: { totalAmount: total, subtotalAmount: total, totalTaxAmount: null, totalDutyAmount: null, checkoutChargeAmount: total },
      lines: connection(
        lines.map((l) => {
          const v = variants[l.variant]!;
          const lineTotal = money(l.quantity * product.variants[l.variant]!.cents, currency);
          return {
            __typename: 'CartLine',
            id: l.id,
            quantity: l.quantity,
            attributes: [],
            discountAllocations: [],
            cost: { totalAmount: lineTotal, subtotalAmount: lineTotal, amountPerQuantity: v.price, compareAtAmountPerQuantity: null },
            merchandise: { __typename: 'ProductVariant', ...v, product: { id: productId, title: product.title, handle: product.id, productType: node.productType, vendor: node.vendor, untranslatedTitle: product.title, onlineStoreUrl: null } },
          };
        }),
      ),
    };
  };
  const payload = (root: string, cartId: string) => ({ [root]: { cart: cartOf(cartId), userErrors: [], warnings: [] } });

  return (r: ApiRequest) => {
    if (r.host !== SHOPIFY_DOMAIN || r.method !== 'POST' || !/^\/api\/[\d-]+\/graphql(\.json)?$/.test(r.path)) return null;
    const { query, variables = {} } = JSON.parse(r.body) as Input;
    const gql = (data: unknown): ApiResponse => ({ status: 200, type: 'application/json', body: JSON.stringify({ data: selectFields(query, data, missing) }) });
    if (/cartCreate/.test(query)) {
      const id = `gid://shopify/Cart/bench-${nextId++}`;
      carts.set(id, { lines: [] });
      addLines(id, variables.input?.lines ?? []);
      return gql(payload('cartCreate', id));
    }
    if (/cartLinesAdd/.test(query) && variables.cartId && carts.has(variables.cartId)) {
      addLines(variables.cartId, variables.lines ?? []);
      return gql(payload('cartLinesAdd', variables.cartId));
    }
    if (/\bcart\s*\(id:/.test(query) && variables.id) return gql({ cart: carts.has(variables.id) ? cartOf(variables.id) : null });
    if (/\bnode\s*\(id:/.test(query) && variables.id === productId) return gql({ node });
    return null;
  };
}
