import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { CRUMB_HEADER } from '../../../src/contract/constants.js';
import { trackingRoutes } from '../../../src/contract/tracking-constants.js';
import {
  ButtonCensusSchema,
  EventsServiceBodySchema,
  FormRenderCensusSchema,
  JavascriptErrorBatchSchema,
  OverlayCensusSchema,
  PerformanceBatchSchema,
  RecordEventFormSchema,
  RecordHitFormSchema,
} from '../../../src/contract/tracking.js';
import { crumbMatches, crumbFailure } from '../crumb.js';
import type { Deps } from '../deps.js';
import { fieldErrors, parseBody } from '../http.js';
import { MESSAGES } from '../store/messages.js';
import { TrackingSettingsPatchSchema, trackingSettings } from './settings.js';

/** Base of the events service (docs/behaviour.md §7 payload 2; the path is ours, docs/backend.md). */
export const EVENTS_SERVICE = '/api/events/service';

/** A form-encoded body as an object; `data` (JSON text) parsed. Null when it is not. */
const formBody = async (c: Context): Promise<Record<string, unknown> | null> => {
  const fields: Record<string, unknown> = Object.fromEntries(new URLSearchParams(await c.req.text()));
  if (typeof fields.data !== 'string') return fields;
  try {
    return { ...fields, data: JSON.parse(fields.data) as unknown };
  } catch {
    return null;
  }
};

const TestPruneSchema = z.object({ retentionDays: z.number().check(z.positive()), maxRows: z.number().check(z.int(), z.positive()) });

const invalid = (c: Context, error: z.core.$ZodError) => c.json({ message: MESSAGES.invalidRequest, errors: fieldErrors(error) }, 400);

/**
 * The tracking calls of docs/behaviour.md §7, each validated with the shared contract
 * (src/contract/tracking.ts): a malformed call answers 400 and stores nothing, a
 * batch is stored whole or not at all. Beacons cannot send headers, so these paths
 * skip the crumb header check (crumb.ts); RecordEvent checks the crumb in its form and
 * RecordJavascriptErrors its CSRF header.
 */
export function trackingApiRoutes(deps: Deps): Hono {
  const store = deps.tracking;
  const app = new Hono();

  app.post(trackingRoutes.recordHit, async (c) => {
    const parsed = RecordHitFormSchema.safeParse(await formBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    store.hit('hit', parsed.data.event, parsed.data.data);
    return c.body(null, 204);
  });

  const census = <T extends z.infer<typeof OverlayCensusSchema>>(path: string, kind: string, schema: z.ZodMiniType<T>) =>
    app.post(path, async (c) => {
      const parsed = await parseBody(c, schema);
      if (!parsed.ok) return parsed.response;
      store.hit(kind, null, parsed.value, parsed.value);
      return c.body(null, 204);
    });
  census(trackingRoutes.buttonClick, 'button-click', ButtonCensusSchema);
  census(trackingRoutes.buttonRender, 'button-render', ButtonCensusSchema);
  census(trackingRoutes.formRender, 'form-render', FormRenderCensusSchema);
  census(trackingRoutes.overlay, 'overlay', OverlayCensusSchema);

  app.post(trackingRoutes.recordEvent, async (c) => {
    const parsed = RecordEventFormSchema.safeParse(await formBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    if (!crumbMatches(c, parsed.data.crumb)) return crumbFailure(c);
    store.event1(parsed.data.event, parsed.data.data);
    return c.body(null, 204);
  });

  app.post(EVENTS_SERVICE, async (c) => {
    const parsed = await parseBody(c, EventsServiceBodySchema);
    if (!parsed.ok) return parsed.response;
    store.event2(parsed.value);
    return c.json({ accepted: true }, 202);
  });
  // the validation mode: the same checks, nothing stored
  app.post(`${EVENTS_SERVICE}/validate-event-content/:schemaName`, async (c) => {
    const parsed = await parseBody(c, EventsServiceBodySchema);
    if (!parsed.ok) return parsed.response;
    if (parsed.value.eventSchemaName !== c.req.param('schemaName')) return c.json({ message: MESSAGES.invalidRequest, errors: { eventSchemaName: 'Valeur non valide' } }, 400);
    return c.json({ valid: true }, 200);
  });

  app.post(trackingRoutes.performance, async (c) => {
    const parsed = await parseBody(c, PerformanceBatchSchema);
    if (!parsed.ok) return parsed.response;
    store.records(parsed.value);
    return c.body(null, 204);
  });

  app.post(trackingRoutes.javascriptErrors, async (c) => {
    if (!crumbMatches(c, c.req.header(CRUMB_HEADER))) return crumbFailure(c);
    const parsed = await parseBody(c, JavascriptErrorBatchSchema);
    if (!parsed.ok) return parsed.response;
    store.errors(parsed.value);
    return c.body(null, 204);
  });

  if (deps.options.faults) {
    // tests only: switch the cookie policy and account of the example site's pages
    app.post('/__test/tracking', async (c) => {
      const parsed = await parseBody(c, TrackingSettingsPatchSchema);
      if (!parsed.ok) return parsed.response;
      Object.assign(trackingSettings(deps), parsed.value);
      return c.body(null, 204);
    });
    // tests only: a pruning run to the given limits, answered with its report once done
    app.post('/__test/tracking/prune', async (c) => {
      const parsed = await parseBody(c, TestPruneSchema);
      if (!parsed.ok) return parsed.response;
      return c.json(await store.prune(parsed.value));
    });
  }

  return app;
}
