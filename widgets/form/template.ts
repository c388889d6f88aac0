import { request } from '../../src/api/client';
import { TemplateSchemaResponseSchema } from '../../src/contract/form-calls';
import { type FormModel, readForm } from '../../src/forms/fields';
import { formRoutes } from '../../src/forms/routes';
import { dataReader } from './data-reader';

/**
 * GET /api/template/GetTemplateSchema?type=form (docs/behaviour.md §7) for a custom product form:
 * by the form's id, or by the product's id (the cart knows only the item). Null when
 * the form cannot be fetched or read.
 */
export const fetchFormTemplate = async (query: { formId: string } | { itemId: string }): Promise<FormModel | null> => {
  const result = await request(formRoutes.templateSchema, { query: { type: 'form', ...query }, schema: TemplateSchemaResponseSchema });
  return result.ok ? readForm(result.value.form) : null;
};

/** Data files (region lists) beside this chunk. */
export const chunkData = dataReader(new URL('./', import.meta.url).href);
