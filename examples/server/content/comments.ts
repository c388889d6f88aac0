import type { Db } from '../db.js';
import { writeTx } from '../db.js';

/**
 * Comments on blog posts (issue 26 point 5; docs/content-blocks.md "Comments"): seeded
 * ones and those visitors post from a post's page. A comment is stored as typed
 * (trimmed, within its limits) and shown at once, escaped by the template (`html`);
 * a post takes new comments only while its comments are open.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS content_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id TEXT NOT NULL,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  created INTEGER NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS content_comments_item ON content_comments(item_id);
`;

export const COMMENT_LIMITS = { author: 80, body: 2000 } as const;

export interface Comment {
  author: string;
  body: string;
  created: number;
}

export interface CommentSeed extends Comment {
  itemId: string;
}

/** What a posted comment lacks, by field, in French; empty when it can be stored. */
export function commentProblems(author: string, body: string): { author?: string; body?: string } {
  const problems: { author?: string; body?: string } = {};
  if (author === '') problems.author = 'Indiquez votre nom.';
  else if (author.length > COMMENT_LIMITS.author) problems.author = `Votre nom doit tenir en ${COMMENT_LIMITS.author} caractères.`;
  if (body === '') problems.body = 'Écrivez votre commentaire.';
  else if (body.length > COMMENT_LIMITS.body) problems.body = `Votre commentaire doit tenir en ${COMMENT_LIMITS.body} caractères.`;
  return problems;
}

export interface CommentStore {
  list(itemId: string): Comment[];
  count(itemId: string): number;
  add(itemId: string, comment: Comment): void;
}

/** The store, with the seeded comments written again at each start (the visitors' stay). */
export function commentStore(db: Db, seeds: readonly CommentSeed[]): CommentStore {
  db.exec(SCHEMA);
  writeTx(db, () => {
    db.prepare('DELETE FROM content_comments WHERE seeded = 1').run();
    const insert = db.prepare('INSERT INTO content_comments (item_id, author, body, created, seeded) VALUES (?, ?, ?, ?, 1)');
    for (const s of seeds) insert.run(s.itemId, s.author, s.body, s.created);
  });
  const list = db.prepare<[string], Comment>('SELECT author, body, created FROM content_comments WHERE item_id = ? ORDER BY created, id');
  const count = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM content_comments WHERE item_id = ?');
  const insert = db.prepare('INSERT INTO content_comments (item_id, author, body, created) VALUES (?, ?, ?, ?)');
  return {
    list: (itemId) => list.all(itemId),
    count: (itemId) => count.get(itemId)?.n ?? 0,
    add: (itemId, c) => void insert.run(itemId, c.author, c.body, c.created),
  };
}

/** The example posts' seeded comments: one on the collection, five on the travel notes. */
export const COMMENT_SEEDS: readonly CommentSeed[] = [
  { itemId: 'post-collection', author: 'Marie', body: 'Superbe collection, le lin lavé est magnifique en vrai.', created: Date.UTC(2025, 8, 16, 8, 12) },
  ...['Bon voyage !', 'Les photos donnent envie de partir.', 'Merci pour ce carnet.', 'Vivement la suite.', 'Quelle belle lumière.'].map((body, i) => ({
    itemId: 'post-voyage',
    author: ['Jules', 'Chloé', 'Nina', 'Paul', 'Léa'][i] ?? 'Lecteur',
    body,
    created: Date.UTC(2023, 10, 21 + i, 10, 0),
  })),
];
