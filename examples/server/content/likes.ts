import { createHash } from 'node:crypto';
import type { LikeState } from '../../../src/contract/index.js';
import { type Db, writeTx } from '../db.js';
import { LIMITS } from '../limits.js';

/**
 * Likes of content items (the like call is not shown in docs/behaviour.md; docs/backend.md
 * "Likes"). One row per item and visitor (a liker id the server signed), so a visitor likes
 * an item at most once; and one client address adds at most LIMITS.likesPerAddressPerDay
 * to one item a day (a household), so dropping the cookie buys nothing. An item's
 * likeCount is its seeded count plus its rows. The address is kept only as a hash.
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
const DAY_MS = 24 * 60 * 60 * 1000;
const addressHash = (address: string): string => createHash('sha256').update(address).digest('base64url').slice(0, 22);

export interface LikeStore {
  /** The items' states for `visitor`, unknown items left out. */
  states(itemIds: readonly string[], visitor: string | undefined): LikeState[];
  /** Records the visitor's like once; `undefined` when the item is unknown, 'over' past the address's budget. */
  like(itemId: string, visitor: string, address: string): LikeState | undefined | 'over';
  count(itemId: string): number;
}

export function likeStore(db: Db, seeded: Readonly<Record<string, number>>): LikeStore {
  db.exec(SCHEMA);
  const columns = db.prepare('PRAGMA table_info(content_likes)').all() as { name: string }[];
  if (!columns.some((col) => col.name === 'address')) db.exec('ALTER TABLE content_likes ADD COLUMN address TEXT');
  const seed = db.prepare('INSERT INTO content_like_counts (item_id, seeded) VALUES (?, ?) ON CONFLICT(item_id) DO UPDATE SET seeded = excluded.seeded');
  writeTx(db, () => {
    for (const [id, n] of Object.entries(seeded)) seed.run(id, n);
  });
  const countOf = db.prepare<[string], { n: number }>(
    'SELECT c.seeded + (SELECT COUNT(*) FROM content_likes l WHERE l.item_id = c.item_id) AS n FROM content_like_counts c WHERE c.item_id = ?',
  );
  const likedBy = db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM content_likes WHERE item_id = ? AND visitor = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO content_likes (item_id, visitor, created, address) VALUES (?, ?, ?, ?)');
  const fromAddress = db.prepare<[string, string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM content_likes WHERE item_id = ? AND address = ? AND created > ?',
  );

  const state = (itemId: string, visitor: string | undefined): LikeState | undefined => {
    const row = countOf.get(itemId);
    if (!row) return undefined;
    return { itemId, likeCount: row.n, liked: visitor !== undefined && likedBy.get(itemId, visitor) !== undefined };
  };

  return {
    states: (ids, visitor) => ids.map((id) => state(id, visitor)).filter((s): s is LikeState => s !== undefined),
    like: (itemId, visitor, address) =>
      writeTx(db, () => {
        if (!countOf.get(itemId)) return undefined;
        const at = Date.now();
        if (!likedBy.get(itemId, visitor)) {
          if (fromAddress.get(itemId, addressHash(address), at - DAY_MS)!.n >= LIMITS.likesPerAddressPerDay) return 'over' as const;
          insert.run(itemId, visitor, at, addressHash(address));
        }
        return state(itemId, visitor);
      }),
    count: (itemId) => countOf.get(itemId)?.n ?? 0,
  };
}
