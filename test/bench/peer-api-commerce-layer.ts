import { type BenchProduct, formatMoney } from './peer-product';
import { type ApiRequest, type ApiResponse, CL_DOMAIN, CL_ORGANIZATION, type PeerApi } from './peer-stubs';

/**
 * Commerce Layer's API as drop-in.js 2.27 calls it, answered for the bench's product
 * (issue 31 point 1), in the shapes of Commerce Layer's documentation: the sales channel
 * token (`POST https://auth.<domain>/oauth/token`, client credentials, a JWT whose payload
 * names the organization and the market), then JSON:API resources on
 * `https://<organization>.<domain>/api`: `skus` (by code, with `inventory` when asked for
 * availability), `prices` (by SKU code), `orders` (the cart) and `line_items` (the add).
 * Nothing is checked (no signature, no scope): only the shapes matter to the bench.
 */
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jsonApi = (body: unknown, status = 200): ApiResponse => ({ status, type: 'application/vnd.api+json', body: JSON.stringify(body) });
const list = (data: unknown[]) => jsonApi({ data, meta: { record_count: data.length, page_count: 1 }, links: {} });
const STAMP = '2026-01-01T00:00:00.000Z';

const token = (): ApiResponse => {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    organization: { id: 'bench-org', slug: CL_ORGANIZATION, enterprise: false, region: 'eu-west-1' },
    application: { id: 'bench-app', client_id: 'bench', kind: 'sales_channel', public: true },
    market: { id: ['bench-market'], stock_location_ids: ['bench-stock'], geocoder_id: null, allows_external_prices: false },
    scope: 'market:code:europe',
    exp: now + 14_400,
    test: true,
    rand: 0.5,
    iat: now,
    iss: `https://auth.${CL_DOMAIN}`,
  };
  const accessToken = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(payload)}.YmVuY2g`;
  return { status: 200, type: 'application/json', body: JSON.stringify({ access_token: accessToken, token_type: 'bearer', expires_in: 14_400, scope: payload.scope, created_at: now }) };
};

/** The codes a `filter[q][…_in]` names. */
const codesIn = (query: URLSearchParams, key: string) => (query.get(`filter[q][${key}]`) ?? '').split(',').filter(Boolean);

export function commerceLayerApi(product: BenchProduct, imageUrl: string | null): PeerApi {
  const variants = new Map(product.variants.map((v) => [v.sku, v]));
  const orders = new Map<string, { lines: { id: string; sku: string; quantity: number }[] }>();
  let nextId = 1;

  const sku = (code: string, withInventory: boolean) => {
    const v = variants.get(code)!;
    const attributes: Record<string, unknown> = { code, name: `${product.title} ${Object.values(v.options).join(' / ')}`, image_url: imageUrl, do_not_ship: false, do_not_track: false, created_at: STAMP, updated_at: STAMP };
    if (withInventory) {
      attributes.inventory = {
        available: v.stock > 0,
        quantity: v.stock,
        levels: v.stock > 0 ? [{ quantity: v.stock, delivery_lead_times: [{ shipping_method: { name: 'Colissimo', reference: 'colissimo', price_amount_cents: 490, free_over_amount_cents: 5000, formatted_price_amount: formatMoney(490, v.currency), formatted_free_over_amount: formatMoney(5000, v.currency) }, min: { hours: 48, days: 2 }, max: { hours: 72, days: 3 } }] }] : [],
      };
    }
    return { id: `sku-${code}`, type: 'skus', attributes };
  };
  const price = (code: string) => {
    const v = variants.get(code)!;
    const amount = formatMoney(v.cents, v.currency);
    return {
      id: `price-${code}`,
      type: 'prices',
      attributes: { currency_code: v.currency, sku_code: code, amount_cents: v.cents, amount_float: v.cents / 100, formatted_amount: amount, compare_at_amount_cents: v.cents, compare_at_amount_float: v.cents / 100, formatted_compare_at_amount: amount, created_at: STAMP, updated_at: STAMP },
    };
  };
  const order = (id: string) => {
    const lines = orders.get(id)?.lines ?? [];
    const quantity = lines.reduce((n, l) => n + l.quantity, 0);
    const cents = lines.reduce((n, l) => n + l.quantity * variants.get(l.sku)!.cents, 0);
    const total = formatMoney(cents, 'EUR');
    return {
      id,
      type: 'orders',
      attributes: { number: id, status: quantity ? 'pending' : 'draft', editable: true, currency_code: 'EUR', language_code: 'fr', skus_count: quantity, line_items_count: lines.length, total_amount_cents: cents, formatted_total_amount: total, formatted_subtotal_amount: total, created_at: STAMP, updated_at: STAMP },
    };
  };

  /** The order, with its line items when `include` asks for them (JSON:API compound document). */
  const withLines = (id: string, include: string) => {
    const data = order(id);
    if (!include.includes('line_items')) return jsonApi({ data });
    const lines = orders.get(id)!.lines;
    const items = lines.map((l) => {
      const v = variants.get(l.sku)!;
      const total = formatMoney(l.quantity * v.cents, v.currency);
      return { id: l.id, type: 'line_items', attributes: { sku_code: l.sku, name: `${product.title} ${Object.values(v.options).join(' / ')}`, image_url: imageUrl, quantity: l.quantity, item_type: 'skus', unit_amount_cents: v.cents, formatted_unit_amount: formatMoney(v.cents, v.currency), total_amount_cents: l.quantity * v.cents, formatted_total_amount: total, created_at: STAMP, updated_at: STAMP }, relationships: { item: { data: { type: 'skus', id: `sku-${l.sku}` } } } };
    });
    const relationships = { line_items: { data: lines.map((l) => ({ type: 'line_items', id: l.id })) } };
    return jsonApi({ data: { ...data, relationships }, included: [...items, ...lines.map((l) => sku(l.sku, false))] });
  };

  return (r: ApiRequest) => {
    if (r.host === `auth.${CL_DOMAIN}` && r.method === 'POST' && r.path === '/oauth/token') return token();
    if (r.host !== `${CL_ORGANIZATION}.${CL_DOMAIN}`) return null;
    const fields = r.query.get('fields[skus]') ?? '';
    if (r.method === 'GET' && r.path === '/api/skus') return list(codesIn(r.query, 'code_in').filter((c) => variants.has(c)).map((c) => sku(c, fields.includes('inventory'))));
    const skuById = /^\/api\/skus\/sku-(.+)$/.exec(r.path);
    if (r.method === 'GET' && skuById && variants.has(skuById[1]!)) return jsonApi({ data: sku(skuById[1]!, true) });
    if (r.method === 'GET' && r.path === '/api/prices') return list(codesIn(r.query, 'sku_code_in').filter((c) => variants.has(c)).map(price));
    if (r.method === 'POST' && r.path === '/api/orders') {
      const id = `order-${nextId++}`;
      orders.set(id, { lines: [] });
      return jsonApi({ data: order(id) }, 201);
    }
    const orderById = /^\/api\/orders\/([^/]+)$/.exec(r.path);
    if ((r.method === 'GET' || r.method === 'PATCH') && orderById && orders.has(orderById[1]!)) return withLines(orderById[1]!, r.query.get('include') ?? '');
    if (r.method === 'POST' && r.path === '/api/line_items') {
      const body = JSON.parse(r.body) as { data: { attributes: { sku_code?: string; quantity?: number }; relationships: { order: { data: { id: string } } } } };
      const { sku_code: code = '', quantity = 1 } = body.data.attributes;
      const cart = orders.get(body.data.relationships.order.data.id);
      if (!cart || !variants.has(code)) return jsonApi({ errors: [{ title: 'not found', status: '422' }] }, 422);
      const id = `line-${nextId++}`;
      const same = cart.lines.find((l) => l.sku === code);
      if (same) same.quantity += quantity;
      else cart.lines.push({ id, sku: code, quantity });
      return jsonApi({ data: { id: same?.id ?? id, type: 'line_items', attributes: { sku_code: code, quantity: same?.quantity ?? quantity, item_type: 'skus', created_at: STAMP, updated_at: STAMP } } }, 201);
    }
    return null;
  };
}
