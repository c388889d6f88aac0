import { Hono } from 'hono';
import { captchaRoutes } from './captcha/index.js';
import { loadCatalogue } from './catalogue.js';
import { crumbGuard, crumbIssuer } from './crumb.js';
import { openDb } from './db.js';
import type { Deps } from './deps.js';
import { createFaultRegistry, faultMiddleware, faultRoutes } from './faults.js';
import { formOwnerRoutes, formPageRoutes, formRoutes, loadFormDefinitions } from './forms/index.js';
import { type ServerOptions, defaultOptions } from './options.js';
import { installOwner } from './owner/index.js';
import { rateLimit } from './rate-limit.js';
import { cartRoutes } from './routes/cart.js';
import { checkoutRoutes } from './routes/checkout.js';
import { contextRoutes } from './routes/context.js';
import { exampleRoutes } from './routes/examples.js';
import { notFound, pageRoutes } from './routes/pages.js';
import { staticRoutes } from './routes/static.js';
import { subscriptionRoutes } from './routes/subscription.js';
import { testRoutes } from './routes/test.js';
import { seedCatalogue } from './seed.js';
import { settingsController } from './settings.js';
import { DEFAULT_TEMPLATES_DIR, loadTemplates } from './site-render/templates.js';

export type App = Hono & { deps: Deps; close(): void };

/** CSP of the example pages: our own scripts only (the JSON data blocks are not scripts). */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'";

/**
 * The reference backend as a Hono app, testable with `app.request()` without listening.
 * Opens (and seeds) the SQLite store; call `close()` when done.
 */
export function createApp(overrides: Partial<ServerOptions> = {}): App {
  const options = { ...defaultOptions(), ...overrides };
  const { catalogue, text } = loadCatalogue(options.catalogue);
  const db = openDb(options.dataDir);
  seedCatalogue(db, catalogue, text);
  const templates = loadTemplates([...new Set([DEFAULT_TEMPLATES_DIR, options.templatesDir])]);
  const deps: Deps = {
    db,
    catalogue,
    catalogueText: text,
    options,
    faults: createFaultRegistry(),
    settings: settingsController(catalogue),
    templates,
  };

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.header('Content-Security-Policy', CSP);
  });
  if (options.faults) {
    app.use('*', faultMiddleware(deps.faults));
    app.route('/', faultRoutes(deps.faults));
    app.route('/', testRoutes(deps));
  }
  app.use('*', crumbIssuer);
  installOwner(app, db, options.ownerPassword);
  app.use('/api/*', rateLimit(options.rateLimit, options.rateLimitWindowMs));
  app.use('/api/*', crumbGuard);
  app.route('/', cartRoutes(deps));
  app.route('/', contextRoutes(deps));
  app.route('/', subscriptionRoutes(deps));
  app.route('/', checkoutRoutes(deps));
  app.route('/', captchaRoutes(deps));
  const forms = loadFormDefinitions(catalogue);
  app.route('/', formRoutes(deps, forms));
  app.route('/', formPageRoutes(deps, forms));
  app.route('/', formOwnerRoutes(deps, forms));
  app.route('/', staticRoutes(options.distDir));
  app.route('/', pageRoutes(deps));
  app.route('/', exampleRoutes(deps));
  app.notFound(notFound(deps));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: "Une erreur s'est produite" }, 500);
  });

  return Object.assign(app, { deps, close: () => db.close() });
}
