/** The general-purpose (core) predicates of the template language. */
import type { Predicate } from '../api.js';
import { comparePredicates } from './compare.js';
import { generalPredicates } from './general.js';

export const corePredicates: Record<string, Predicate> = {
  ...comparePredicates,
  ...generalPredicates,
};
