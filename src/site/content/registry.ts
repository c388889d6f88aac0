/**
 * The content registries of the template engine: images, video,
 * colours, dates, comments and social buttons, JSON for script elements, and
 * the content predicates (record types, collections, gallery settings, items).
 */
import type { FormatterRegistry, PredicateRegistry } from '../engine/api';
import { colorFormatters } from './formatters/colors';
import { dateFormatters } from './formatters/dates';
import { scriptJsonFormatters } from './formatters/script-json';
import { socialFormatters } from './formatters/social';
import { galleryPredicates } from './predicates/gallery';
import { itemPredicates } from './predicates/items';
import { recordTypePredicates } from './predicates/record-types';
// images and collections last: the import order is the chunk's module order, this one gzips best
import { imageFormatters } from './formatters/images';
import { collectionPredicates } from './predicates/collections';

export const contentFormatters: FormatterRegistry = {
  ...imageFormatters,
  ...colorFormatters,
  ...dateFormatters,
  ...socialFormatters,
  ...scriptJsonFormatters,
};

export const contentPredicates: PredicateRegistry = {
  ...recordTypePredicates,
  ...galleryPredicates,
  ...collectionPredicates,
  ...itemPredicates,
};

