import type { LikeState } from '../../../src/contract/index.js';
import { type Db, writeTx } from '../db.js';

/**
 * Likes of content items (the like call is not shown in docs/behaviour.md; docs/backend.md
 * "Likes"). One row per item and visitor, so a visitor likes an item at most once;
 * an item's likeCount is its seeded count plus its rows.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS content_like_counts (item_id TEXT PRIMARY KEY, seeded INTEGER NOT NULL CHECK (seeded >= 0));
CREATE TABLE IF NOT EXISTS content_likes (
  item_id TEXT NOT NULL REFERENCES content_like_counts(item_id) ON DELETE CASCADE,
  visitor TEXT NOT NULL,
  created INTEGER NOT NULL,
  PRIMARY KEY (item_id, visitor)
);
`;

export interface LikeStore {
  /** The items' states for `visitor`, unknown items left out. */
  states(itemIds: readonly string[], visitor: string | undefined): LikeState[];
  /** Records the visitor's like once; `undefined` when the item is unknown. */
  like(itemId: string, visitor: string): LikeState | undefined;
  count(itemId: string): number;
}

export function likeStore(db: Db, seeded: Readonly<Record<string, number>>): LikeStore {
  db.exec(SCHEMA);
  const seed = db.prepare('INSERT INTO content_like_counts (item_id, seeded) VALUES (?, ?) ON CONFLICT(item_id) DO UPDATE SET seeded = excluded.seeded');
  writeTx(db, () => {
    for (const [id, n] of Object.entries(seeded)) seed.run(id, n);
  });
  const countOf = db.prepare<[string], { n: number }>(
    'SELECT c.seeded + (SELECT COUNT(*) FROM content_likes l WHERE l.item_id = c.item_id) AS n FROM content_like_counts c WHERE c.item_id = ?',
  );
  const likedBy = db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM content_likes WHERE item_id = ? AND visitor = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO content_likes (item_id, visitor, created) VALUES (?, ?, ?)');

  const state = (itemId: string, visitor: string | undefined): LikeState | undefined => {
    const row = countOf.get(itemId);
    if (!row) return undefined;
    return { itemId, likeCount: row.n, liked: visitor !== undefined && likedBy.get(itemId, visitor) !== undefined };
  };

  return {
    states: (ids, visitor) => ids.map((id) => state(id, visitor)).filter((s): s is LikeState => s !== undefined),
    like: (itemId, visitor) =>
      writeTx(db, () => {
        if (!countOf.get(itemId)) return undefined;
        insert.run(itemId, visitor, Date.now());
        return state(itemId, visitor);
      }),
    count: (itemId) => countOf.get(itemId)?.n ?? 0,
  };
}
