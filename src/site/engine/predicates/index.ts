/** The general-purpose (core) predicates of the template language. */
import type { Predicate } from '../api.js';

export const corePredicates: Record<string, Predicate> = {};
