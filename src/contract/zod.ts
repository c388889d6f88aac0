/**
 * The one door to zod/mini for the contract. It turns zod's JIT off: the JIT
 * compiles parsers with `new Function`, which a strict Content-Security-Policy
 * forbids (ROADMAP: CSP-compatible code, no eval).
 */
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';

import { catchall, object } from 'zod/mini';
import type { SomeType } from 'zod/v4/core';

/**
 * A JSON object whose every key maps to `value`: the contract's `record(string(), value)`.
 * For JSON (plain objects with string keys, which is all the contract reads) it accepts
 * and answers exactly what `record(string(), value)` does, as an object with only a
 * catchall; zod's object parser is bundled anyway, its record parser (about 550 B gzip)
 * is not.
 */
export const stringMap = <T extends SomeType>(value: T) => catchall(object({}), value);
