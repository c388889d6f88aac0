import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';
import type { RunningServer } from './server';

/**
 * The fault modes of issue 16 "Fault injection end to end" (the backend's, examples/server/faults.ts,
 * and the network's), shared by the fault e2e files: faults.e2e.ts (cart), faults-forms.e2e.ts,
 * faults-checkout.e2e.ts. docs/behaviour.md §8's messages are written out here, verbatim, so a test
 * fails when a widget's catalogue drifts from the spec.
 */
export const MESSAGES = {
  tryAgainSoon: 'Veuillez réessayer dans quelques secondes.',
  sessionExpired: 'Votre session a expiré. Veuillez rafraîchir la page et réessayer.',
  cookiesDisabled: 'Veuillez activer les cookies dans votre navigateur, rafraîchir la page et réessayer.',
  generic: "Une erreur s'est produite",
  connection: 'Connexion impossible. Veuillez réessayer',
};

export type ModeName =
  | '429'
  | '500 with a message'
  | '500 without a body'
  | 'expired crumb'
  | 'truncated JSON'
  | 'connection reset'
  | 'browser offline'
  | 'cookies missing';

export interface Mode {
  name: ModeName;
  /** Starts the fault for the next call matching `match`; answers how to end it. */
  start(server: RunningServer, context: BrowserContext, match: string): Promise<() => Promise<void>>;
  /** What the add-to-cart alert says (docs/behaviour.md §8 "Add to cart and checkout"). */
  message: string;
}

const serverFault =
  (fault: Record<string, unknown>) =>
  async (server: RunningServer, _context: BrowserContext, match: string) => {
    await server.fault({ match, times: 1, ...fault });
    return () => server.clearFaults();
  };

/** The message a server fault sends in "500 with a message". */
export const SERVER_MESSAGE = 'Panne du serveur';

export const MODES: Mode[] = [
  { name: '429', start: serverFault({ status: 429 }), message: MESSAGES.tryAgainSoon },
  { name: '500 with a message', start: serverFault({ status: 500, body: { message: SERVER_MESSAGE } }), message: SERVER_MESSAGE },
  { name: '500 without a body', start: serverFault({ status: 500, body: 'oops' }), message: MESSAGES.generic },
  { name: 'expired crumb', start: serverFault({ crumbFail: true }), message: MESSAGES.sessionExpired },
  { name: 'truncated JSON', start: serverFault({ malformed: true }), message: MESSAGES.generic },
  // Chromium sends a request again once when a reused connection is reset: reset every try until cleared
  { name: 'connection reset', start: serverFault({ reset: true, times: 100 }), message: MESSAGES.connection },
  {
    name: 'browser offline',
    start: async (_server, context) => {
      await context.setOffline(true);
      return () => context.setOffline(false);
    },
    message: MESSAGES.connection,
  },
  {
    name: 'cookies missing',
    start: async (server, context) => {
      const saved = await context.cookies(server.url);
      await context.clearCookies();
      return () => context.addCookies(saved);
    },
    message: MESSAGES.cookiesDisabled,
  },
];

/** The modes named, in MODES' order. */
export const modes = (...names: ModeName[]): Mode[] => MODES.filter((m) => names.includes(m.name));

/** The mode named (a table row's). */
export const mode = (name: ModeName): Mode => modes(name)[0]!;

/** A count from the server's store, read from its SQLite file (read-only, beside the running server). */
export const countRows = (server: RunningServer, sql: string): number => {
  const db = new Database(join(server.dataDir, 'store.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};
