import { RECORD_HIT_PATH, trackingRoutes } from '../contract/tracking-constants';
import type { PageFields } from '../contract/tracking';
import { form, post } from './send';

/**
 * The census calls of SPEC.md 7, each with the page fields, the 2500 ms timeout and
 * its failures swallowed. Used by the tracking chunk (page view) and by widgets that
 * render buttons, forms and overlays (they import this module lazily).
 */
export const recordHit = (event: string, data: PageFields): Promise<number> =>
  post(RECORD_HIT_PATH, form({ event, data, ss_cvr: data.visitorCookie }));

const json = (url: string, body: object) => post(url, JSON.stringify(body), { 'Content-Type': 'application/json' });

export const recordButtonClick = (fields: PageFields, buttonId?: string) => json(trackingRoutes.buttonClick, { ...fields, buttonId });
export const recordButtonRender = (fields: PageFields, buttonId?: string) => json(trackingRoutes.buttonRender, { ...fields, buttonId });
export const recordFormRender = (fields: PageFields, formId: string) => json(trackingRoutes.formRender, { ...fields, formId });
export const recordOverlay = (fields: PageFields) => json(trackingRoutes.overlay, fields);
