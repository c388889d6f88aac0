/** The general-purpose (core) predicates of the template language. */
import type { Predicate } from '../api';
import { comparePredicates } from './compare';
import { generalPredicates } from './general';

export const corePredicates: Record<string, Predicate> = {
  ...comparePredicates,
  ...generalPredicates,
};
