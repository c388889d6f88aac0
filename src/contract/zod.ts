/**
 * The one door to zod/mini for the contract. It turns zod's JIT off: the JIT
 * compiles parsers with `new Function`, which a strict Content-Security-Policy
 * forbids (ROADMAP: CSP-compatible code, no eval).
 */
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
