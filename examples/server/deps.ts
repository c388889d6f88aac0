import type { Catalogue } from './catalogue.js';
import type { Db } from './db.js';
import type { Budgets } from './rate-limit.js';
import type { TrackingStore } from './tracking/store.js';
import type { FaultRegistry } from './faults.js';
import type { ServerOptions } from './options.js';
import type { SettingsController } from './settings.js';
import type { SiteTemplates } from './site-render/templates.js';

/** What every route needs; built once by createApp. */
export interface Deps {
  db: Db;
  catalogue: Catalogue;
  /** Raw catalogue text (its hash decides reseeding). */
  catalogueText: string;
  options: ServerOptions;
  faults: FaultRegistry;
  settings: SettingsController;
  /** The site templates, compiled once at start. */
  templates: SiteTemplates;
  /** The request budgets (rate-limit.ts), shared by every route. */
  budgets: Budgets;
  /** The tracking calls' store and its daily roll-ups (tracking/store.ts). */
  tracking: TrackingStore;
}
