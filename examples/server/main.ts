import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { resolveOptions } from './options.js';
import { startBanner } from './start-banner.js';

/** `npm run serve` / `npm start`: options from env and flags (docs/backend.md). */
const options = resolveOptions(process.env, process.argv.slice(2));
const app = createApp(options);
const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
  const { catalogue } = app.deps;
  if (options.quiet) return;
  console.log(startBanner(options, info.port, { id: catalogue.website.id, currency: catalogue.store.currency }).join('\n'));
});

const stop = () => {
  server.close();
  app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
