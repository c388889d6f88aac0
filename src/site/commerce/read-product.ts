import {
  StructuredContentSchema,
  VariantSchema,
  type StructuredContent,
  type Variant,
} from '../../contract/product.js';

/**
 * Reads template data into the product contract types the domain rules take. Template
 * JSON is the site's, not ours: a field of the wrong type is dropped (and a bad
 * variant keeps its good fields) instead of failing the whole block.
 */

type Shape = Readonly<Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickValidFields(shape: Shape, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (value[key] === undefined) continue;
    const parsed = field.safeParse(value[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out;
}

export function readVariant(value: unknown): Variant {
  const parsed = VariantSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  return isRecord(value) ? (pickValidFields(VariantSchema.shape, value) as Variant) : {};
}

/** Read once per data object: a product block calls several formatters on one item. */
const readCache = new WeakMap<object, StructuredContent>();

function parseStructuredContent(content: Record<string, unknown>): StructuredContent {
  const parsed = StructuredContentSchema.safeParse(content);
  if (parsed.success) return parsed.data;
  const out = pickValidFields(StructuredContentSchema.shape, content) as StructuredContent;
  const variants = content['variants'];
  return Array.isArray(variants) ? { ...out, variants: variants.map(readVariant) } : out;
}

/** The structured content of a product: `value.structuredContent`, lenient. */
export function readStructuredContent(item: unknown): StructuredContent {
  const content = isRecord(item) ? item['structuredContent'] : undefined;
  if (!isRecord(content)) return {};
  let product = readCache.get(content);
  if (!product) {
    product = parseStructuredContent(content);
    readCache.set(content, product);
  }
  return product;
}

/** A field of a JSON object, or `undefined`. */
export function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** A scalar as attribute/text content: strings as they are, numbers and booleans printed, else "". */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
