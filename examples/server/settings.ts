import * as z from 'zod/mini';
import { ProductMerchandisingContextSchema } from '../../src/contract/index.js';
import { type Catalogue, CatalogueStoreSchema } from './catalogue.js';

/**
 * POST /__test/settings (FAULTS=1): switches store, merchandising and per-product
 * merchandising settings of the running server, for tests of every option (express
 * checkout, reviews, scarcity, ...). Objects are patched in place, so every route sees
 * the change; POST /__test/reset restores the catalogue's settings.
 */
export const SettingsPatchSchema = z.object({
  store: z.optional(z.record(z.string(), z.unknown())),
  merchandising: z.optional(z.record(z.string(), z.unknown())),
  productMerchandisingContext: z.optional(z.record(z.string(), ProductMerchandisingContextSchema)),
});
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export interface SettingsController {
  patch(patch: SettingsPatch): { ok: true } | { ok: false; message: string };
  restore(): void;
}

const replaceContents = (target: Record<string, unknown>, source: Record<string, unknown>) => {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, structuredClone(source));
};

export function settingsController(catalogue: Catalogue): SettingsController {
  const original = structuredClone({
    store: catalogue.store,
    merchandising: catalogue.merchandising,
    productMerchandisingContext: catalogue.productMerchandisingContext,
  });
  return {
    patch(patch) {
      if (patch.store) {
        const store = CatalogueStoreSchema.safeParse({ ...catalogue.store, ...patch.store });
        if (!store.success) return { ok: false, message: z.prettifyError(store.error) };
        replaceContents(catalogue.store, store.data);
      }
      Object.assign(catalogue.merchandising, patch.merchandising);
      for (const [id, context] of Object.entries(patch.productMerchandisingContext ?? {})) {
        catalogue.productMerchandisingContext[id] = { ...catalogue.productMerchandisingContext[id], ...context };
      }
      return { ok: true };
    },
    restore() {
      replaceContents(catalogue.store, original.store);
      replaceContents(catalogue.merchandising, original.merchandising);
      replaceContents(catalogue.productMerchandisingContext, original.productMerchandisingContext);
    },
  };
}
