import { BUTTON_CLICK_PATH, BUTTON_RENDER_PATH, FORM_RENDER_PATH, OVERLAY_PATH, RECORD_HIT_PATH } from '../contract/tracking-constants';
import type { PageFields } from '../contract/tracking';
import { post } from './send';

/**
 * The census calls of SPEC.md 7, each with the page fields, the 2500 ms timeout and
 * its failures swallowed. Used by the tracking chunk (page view) and by widgets that
 * render buttons, forms and overlays (they import this module lazily).
 */
export const recordHit = (event: string, data: PageFields): Promise<number> =>
  post(RECORD_HIT_PATH, new URLSearchParams({ event, data: JSON.stringify(data), ss_cvr: data.visitorCookie }));

const json = (url: string, body: object) => post(url, JSON.stringify(body), { 'Content-Type': 'application/json' });

export const recordButtonClick = (fields: PageFields, buttonId?: string) => json(BUTTON_CLICK_PATH, { ...fields, buttonId });
export const recordButtonRender = (fields: PageFields, buttonId?: string) => json(BUTTON_RENDER_PATH, { ...fields, buttonId });
export const recordFormRender = (fields: PageFields, formId: string) => json(FORM_RENDER_PATH, { ...fields, formId });
export const recordOverlay = (fields: PageFields) => json(OVERLAY_PATH, fields);
