import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { type FormDefinitionInput, FormDefinitionSchema } from '../../../src/contract/form.js';
import type { Catalogue } from '../catalogue.js';

/**
 * The seeded site's form definitions: the contact, newsletter and callback blocks of
 * examples/catalogue/forms.json, and each product's custom form (`additionalFieldsForm`
 * in the catalogue), all read with the shared contract.
 */
const FILE = new URL('../../catalogue/forms.json', import.meta.url);
const FormsFileSchema = z.object({ forms: z.array(FormDefinitionSchema) });

export interface FormDefinitions {
  find(id: string): FormDefinitionInput | undefined;
  /** A product's custom form, by the product's id. */
  forItem(itemId: string): FormDefinitionInput | undefined;
  list(): readonly FormDefinitionInput[];
}

export function loadFormDefinitions(catalogue: Catalogue, file: URL = FILE): FormDefinitions {
  const blocks = FormsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).forms;
  const byItem = new Map<string, FormDefinitionInput>();
  const products = catalogue.products.flatMap((p) => {
    const parsed = FormDefinitionSchema.safeParse(p.structuredContent.additionalFieldsForm);
    if (parsed.success) byItem.set(p.id, parsed.data);
    return parsed.success ? [parsed.data] : [];
  });
  const all = new Map<string, FormDefinitionInput>();
  for (const form of [...blocks, ...products]) if (!all.has(form.id)) all.set(form.id, form);
  return { find: (id) => all.get(id), forItem: (itemId) => byItem.get(itemId), list: () => [...all.values()] };
}
