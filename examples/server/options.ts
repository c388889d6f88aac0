import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the reference backend can be told. See docs/backend.md. */
export interface ServerOptions {
  port: number;
  host: string;
  /** Folder of the SQLite file `store.sqlite`; created when missing. */
  dataDir: string;
  /** Catalogue JSON file (CatalogueSchema). */
  catalogue: string;
  /** Folder of extra pages (`*.html`), served at `/pages/<name>`. */
  pagesDir: string;
  /** Site templates (JSON-Template) laid over examples/templates/: `NAME.html`, `partials/NAME.html`. */
  templatesDir: string;
  /** Build output served at /storefront/. */
  distDir: string;
  /** Enables /__test/* (fault injection, reset, inspection). */
  faults: boolean;
  /** Rate limit: requests per window and per visitor on /api/. 0 disables it. */
  rateLimit: number;
  rateLimitWindowMs: number;
  /** Multiplies the hourly budgets of one address (carts, form submissions, bot-check tokens); the e2e suite, all on 127.0.0.1, raises it. */
  budgetScale: number;
  /** Days the tracking store keeps raw calls and daily roll-ups (docs/reliability.md "Analytics at scale"). */
  trackingRetentionDays: number;
  /** Rows each raw tracking table keeps at most, the oldest deleted first. */
  trackingMaxRows: number;
  /** Silences the start-up line. */
  quiet: boolean;
  /** Base URL of the instalment provider's static info-modal HTML (`instalment.modalBaseUrl` of the bootstrap configuration). */
  instalmentModalBaseUrl: string;
  /** The owner account's password (examples/server/owner); '' generates one, printed once at start. */
  ownerPassword: string;
  /** Adds `require-trusted-types-for 'script'; trusted-types 'none'` to the pages' CSP. */
  trustedTypes: boolean;
}

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const defaultOptions = (): ServerOptions => ({
  port: 4173,
  host: '127.0.0.1',
  dataDir: resolve('data'),
  catalogue: resolve(repoRoot, 'examples/catalogue/catalogue.json'),
  pagesDir: resolve(repoRoot, 'examples/pages'),
  templatesDir: resolve(repoRoot, 'examples/templates'),
  distDir: resolve('dist'),
  faults: false,
  rateLimit: 300,
  rateLimitWindowMs: 10_000,
  budgetScale: 1,
  trackingRetentionDays: 90,
  trackingMaxRows: 1_000_000,
  quiet: false,
  instalmentModalBaseUrl: '/instalment-modal/',
  ownerPassword: '',
  trustedTypes: false,
});

const FLAGS: Record<string, keyof ServerOptions> = {
  '--port': 'port',
  '--host': 'host',
  '--data-dir': 'dataDir',
  '--catalogue': 'catalogue',
  '--pages-dir': 'pagesDir',
  '--templates-dir': 'templatesDir',
  '--dist-dir': 'distDir',
  '--faults': 'faults',
  '--rate-limit': 'rateLimit',
  '--rate-limit-window-ms': 'rateLimitWindowMs',
  '--budget-scale': 'budgetScale',
  '--tracking-retention-days': 'trackingRetentionDays',
  '--tracking-max-rows': 'trackingMaxRows',
  '--quiet': 'quiet',
  '--instalment-modal-base-url': 'instalmentModalBaseUrl',
  '--owner-password': 'ownerPassword',
  '--trusted-types': 'trustedTypes',
};

const ENV: Record<string, keyof ServerOptions> = {
  PORT: 'port',
  HOST: 'host',
  DATA_DIR: 'dataDir',
  CATALOGUE: 'catalogue',
  PAGES_DIR: 'pagesDir',
  TEMPLATES_DIR: 'templatesDir',
  DIST_DIR: 'distDir',
  FAULTS: 'faults',
  RATE_LIMIT: 'rateLimit',
  RATE_LIMIT_WINDOW_MS: 'rateLimitWindowMs',
  BUDGET_SCALE: 'budgetScale',
  TRACKING_RETENTION_DAYS: 'trackingRetentionDays',
  TRACKING_MAX_ROWS: 'trackingMaxRows',
  QUIET: 'quiet',
  INSTALMENT_MODAL_BASE_URL: 'instalmentModalBaseUrl',
  OWNER_PASSWORD: 'ownerPassword',
  TRUSTED_TYPES: 'trustedTypes',
};

const PATHS = new Set<keyof ServerOptions>(['dataDir', 'catalogue', 'pagesDir', 'templatesDir', 'distDir']);

function assign(options: ServerOptions, key: keyof ServerOptions, raw: string): void {
  const defaults = defaultOptions();
  const kind = typeof defaults[key];
  if (kind === 'number') {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`Option ${key}: "${raw}" is not a whole number`);
    (options[key] as number) = value;
  } else if (kind === 'boolean') {
    (options[key] as boolean) = raw === '' || raw === '1' || raw === 'true';
  } else {
    (options[key] as string) = PATHS.has(key) ? resolve(raw) : raw;
  }
}

/** Options from the environment, then flags (`--port 8080`, `--faults`, `--data-dir=./x`). */
export function resolveOptions(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerOptions {
  const options = defaultOptions();
  for (const [name, key] of Object.entries(ENV)) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') assign(options, key, raw);
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    const key = FLAGS[flag];
    if (!key) throw new Error(`Unknown option ${arg} (see docs/backend.md)`);
    if (typeof defaultOptions()[key] === 'boolean' && inline === undefined) {
      assign(options, key, '1');
    } else {
      const raw = inline ?? argv[++i];
      if (raw === undefined) throw new Error(`Option ${flag} needs a value`);
      assign(options, key, raw);
    }
  }
  return options;
}
