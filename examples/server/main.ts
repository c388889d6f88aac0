import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { resolveOptions } from './options.js';

/** `npm run serve` / `npm start`: options from env and flags (docs/backend.md). */
const options = resolveOptions(process.env, process.argv.slice(2));
const app = createApp(options);
const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
  const { catalogue } = app.deps;
  if (options.quiet) return;
  console.log(
    `Storefront reference backend on http://${options.host}:${info.port}/ ` +
      `(${catalogue.website.id}, ${catalogue.store.currency}, data ${options.dataDir}` +
      `${options.faults ? ', FAULTS on' : ''})`,
  );
});

const stop = () => {
  server.close();
  app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
