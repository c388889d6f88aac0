import type { ServerOptions } from './options.js';

/**
 * What `npm start` and `npm run serve` print once the server listens: where the data
 * lives, and the addresses to open (README "The two commands", docs/backend.md).
 */
export function startBanner(options: ServerOptions, port: number, site: { id: string; currency: string }): string[] {
  const origin = `http://${options.host}:${port}`;
  return [
    `Storefront reference backend: ${site.id}, ${site.currency}, data in ${options.dataDir}${options.faults ? ', FAULTS on' : ''}`,
    `  Shop            ${origin}/shop`,
    `  Examples index  ${origin}/`,
    `  Owner sign-in   ${origin}/owner/sign-in`,
    'Stop it with Ctrl+C.',
  ];
}
