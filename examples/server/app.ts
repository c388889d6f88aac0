import { Hono } from 'hono';
import { captchaRoutes } from './captcha/index.js';
import { loadCatalogue } from './catalogue.js';
import { mediaRoutes } from './media/routes.js';
import { bodyLimit } from 'hono/body-limit';
import { crumbGuard, crumbIssuer, crumbSecret, overHttps, storedCrumbSecret } from './crumb.js';
import { cspHeaders } from './csp.js';
import { controlCharGuard } from './same-site.js';
import { openDb } from './db.js';
import type { Deps } from './deps.js';
import { createFaultRegistry, faultMiddleware, faultRoutes } from './faults.js';
import { loopProbe, loopProbeRoutes } from './loop-probe.js';
import { formOwnerRoutes, formPageRoutes, formRoutes, loadFormDefinitions, uploadRoutes } from './forms/index.js';
import { type ServerOptions, defaultOptions } from './options.js';
import { bodyLimitFor } from './limits.js';
import { MESSAGES } from './store/messages.js';
import { installOwner } from './owner/index.js';
import { budgets } from './rate-limit.js';
import { migrateRestock, restockOwnerPage, restockOwnerRoutes, restockSignupRoutes } from './restock/index.js';
import { cartRoutes } from './routes/cart.js';
import { ownerOrderRoutes } from './routes/owner-orders.js';
import { checkoutRoutes } from './routes/checkout.js';
import { checkoutFormRoutes } from './pages/checkout-form.js';
import { contentRoutes } from './content/routes.js';
import { contextRoutes } from './routes/context.js';
import { exampleRoutes } from './routes/examples.js';
import { instalmentModalRoutes } from './routes/instalment-modal.js';
import { notFound, pageRoutes } from './routes/pages.js';
import { serverErrorPage } from './pages/server-error.js';
import { staticRoutes } from './routes/static.js';
import { subscriptionRoutes } from './routes/subscription.js';
import { testRoutes } from './routes/test.js';
import { ownerAnalyticsRoutes } from './tracking/owner-page.js';
import { trackingApiRoutes } from './tracking/routes.js';
import { themePageRoutes } from './routes/theme-pages.js';
import { trackingExampleRoutes } from './routes/tracking-examples.js';
import { seedCatalogue } from './seed.js';
import { trackingStore } from './tracking/store.js';
import { settingsController } from './settings.js';
import { DEFAULT_TEMPLATES_DIR, loadTemplates } from './site-render/templates.js';

export type App = Hono & { deps: Deps; close(): void };

/**
 * The reference backend as a Hono app, testable with `app.request()` without listening.
 * Opens (and seeds) the SQLite store; call `close()` when done.
 */
export function createApp(overrides: Partial<ServerOptions> = {}): App {
  const options = { ...defaultOptions(), ...overrides };
  const { catalogue, text } = loadCatalogue(options.catalogue);
  const db = openDb(options.dataDir);
  seedCatalogue(db, catalogue, text);
  migrateRestock(db);
  const templates = loadTemplates([...new Set([DEFAULT_TEMPLATES_DIR, options.templatesDir])]);
  const deps: Deps = {
    db,
    catalogue,
    catalogueText: text,
    options,
    faults: createFaultRegistry(),
    settings: settingsController(catalogue),
    templates,
    budgets: budgets(options.rateLimit, options.rateLimitWindowMs, options.budgetScale),
    tracking: trackingStore(db),
  };
  // the tracking store's retention and cap: at start, then every minute, in small steps, its checkpoints in a worker thread (tracking/prune.ts)
  const limits = { retentionDays: options.trackingRetentionDays, maxRows: options.trackingMaxRows };
  const prune = () => deps.tracking.prune(limits).catch((error: unknown) => console.error('tracking prune failed', error));
  let pruning = prune();
  const pruner = setInterval(() => (pruning = pruning.then(prune)), 60_000);
  pruner.unref();

  const app = new Hono();
  // tests only (FAULTS=1): how long the server's own code holds the event loop, per request (loop-probe.ts)
  const probe = options.faults ? loopProbe() : null;
  if (probe) app.use('*', probe.middleware);
  app.use('*', controlCharGuard);
  app.use('*', cspHeaders(options.trustedTypes));
  app.use('*', async (c, next) => {
    await next();
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (overHttps(c)) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  // bodies over their route's limit (limits.ts) are refused before they are read whole
  app.use('*', (c, next) =>
    bodyLimit({ maxSize: bodyLimitFor(c.req.path), onError: (c) => c.json({ message: MESSAGES.tooLarge }, 413) })(c, next),
  );
  app.use('*', crumbSecret(storedCrumbSecret(db)));
  if (probe) {
    app.route('/', loopProbeRoutes(probe));
    app.use('*', faultMiddleware(deps.faults));
    app.route('/', faultRoutes(deps.faults));
    app.route('/', testRoutes(deps));
  }
  // pictures before the crumb: an immutable public image never sets a cookie
  app.route('/', mediaRoutes(options.dataDir));
  app.use('*', crumbIssuer);
  app.use('*', deps.budgets.middleware);
  installOwner(app, db, options.ownerPassword, options.dataDir);
  app.use('/api/*', crumbGuard);
  app.route('/', cartRoutes(deps));
  app.route('/', contextRoutes(deps));
  app.route('/', trackingApiRoutes(deps));
  app.route('/', ownerAnalyticsRoutes(deps));
  app.route('/', subscriptionRoutes(deps));
  app.route('/', checkoutRoutes(deps));
  app.route('/', ownerOrderRoutes(deps));
  app.route('/', checkoutFormRoutes());
  app.route('/', captchaRoutes(deps));
  app.route('/', restockSignupRoutes(deps));
  app.route('/', restockOwnerRoutes(deps));
  app.route('/', restockOwnerPage());
  const forms = loadFormDefinitions(catalogue);
  app.route('/', formRoutes(deps, forms));
  app.route('/', formPageRoutes(deps, forms));
  app.route('/', formOwnerRoutes(deps, forms));
  app.route('/', uploadRoutes(deps, forms));
  app.route('/', staticRoutes(options.distDir));
  app.route('/', instalmentModalRoutes());
  app.route('/', pageRoutes(deps));
  app.route('/', trackingExampleRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', themePageRoutes(deps));
  app.route('/', exampleRoutes(deps));
  app.notFound(notFound(deps));
  app.onError((error, c) => {
    if (error instanceof URIError) return c.text('Bad request', 400);
    console.error(error);
    const message = "Une erreur s'est produite";
    // a browser's page or form post gets a page; the SDK's calls (and any other caller) JSON
    const wantsPage = !c.req.path.startsWith('/api/') && (c.req.header('Accept') ?? '').includes('text/html');
    return wantsPage ? c.html(serverErrorPage(message), 500) : c.json({ message }, 500);
  });

  const close = () => {
    clearInterval(pruner);
    probe?.stop();
    deps.tracking.close();
    db.close();
  };
  return Object.assign(app, { deps, close });
}
