/**
 * The content registries of the template engine: images, video,
 * colours, dates, comments and social buttons, JSON for script elements, and
 * the content predicates (record types, collections, gallery settings, items).
 */
import type { FormatterRegistry, PredicateRegistry } from '../engine/api.js';
import { colorFormatters } from './formatters/colors.js';
import { dateFormatters } from './formatters/dates.js';
import { scriptJsonFormatters } from './formatters/script-json.js';
import { socialFormatters } from './formatters/social.js';
import { galleryPredicates } from './predicates/gallery.js';
import { itemPredicates } from './predicates/items.js';
import { recordTypePredicates } from './predicates/record-types.js';
// images and collections last: the import order is the chunk's module order, this one gzips best
import { imageFormatters } from './formatters/images.js';
import { collectionPredicates } from './predicates/collections.js';

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

