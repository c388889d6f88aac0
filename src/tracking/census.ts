import type { TrackingContext } from '../contract/tracking-config';
import { RECORD_HIT_PATH } from '../contract/tracking-constants';
import type { PageFields } from '../contract/tracking';
import { $visitor } from '../state/visitor';
import { pageFields } from './page-fields';
import { post } from './send';

/**
 * The census calls of docs/behaviour.md §7, each with the page fields, the 2500 ms timeout and its
 * failures swallowed (send.ts): the page-view hit (form-encoded), and the JSON ones
 * (button render and click, form render, overlay).
 */
export const recordHit = (event: string, data: PageFields): Promise<number> =>
  post(RECORD_HIT_PATH, new URLSearchParams({ event, data: JSON.stringify(data), ss_cvr: data.visitorCookie }));

/** A JSON census call to `path` (tracking-constants.ts), with the page fields and visitor of the moment (consent given later changes it) and the call's own field. */
export const census = (host: TrackingContext, path: string, own?: { buttonId?: string; formId?: string }): void => {
  const state = $visitor.get();
  if (state) void post(path, JSON.stringify({ ...pageFields(host, state.visitor), ...own }), { 'Content-Type': 'application/json' });
};
