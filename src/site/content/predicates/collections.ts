/**
 * Collection and navigation predicates (docs/behaviour.md §3 collection types, folder
 * behaviour, background source; 4 "Comments and links": an item is
 * clickable when its folder behaviour is missing, INDEX or REDIRECT).
 */
import type { Predicate, PredicateContext } from '../../engine/api';
import {
  BackgroundSource,
  FolderBehavior,
  PAGE_COLLECTION_TYPE,
  SliceType,
  TEMPLATE_PAGE_COLLECTION_TYPE,
} from '../../../domain/content/enums';
import { getPath, isRecord } from '../../../domain/json';
import { platformBoolean, platformNumber } from '../../../domain/platform-number';
import { isTruthy } from '../../engine/values';
import { field } from '../reads';
import { isClickable } from '../../../domain/content/items';

const collection = (ctx: PredicateContext): unknown => field(ctx, 'collection');

/** The type of the collection in scope (docs/site-engine.md "Rules the suite found": not the node's own `type`). */
const collectionType = (ctx: PredicateContext): number => platformNumber(getPath(collection(ctx), 'type'));

const clickable: Predicate = (ctx) => isClickable(field(ctx, 'folderBehavior'));

const currentType: Predicate = (ctx) => {
  const name = ctx.args[0];
  if (name === undefined || !Object.prototype.hasOwnProperty.call(SliceType, name)) return false;
  return platformNumber(field(ctx, 'currentType')) === SliceType[name as keyof typeof SliceType];
};

/** No argument is false; an empty one (`{.collectionTypeNameEquals?  }`) equals a missing type name (test/unit/site/engine/tag-white-space.test.ts "a predicate with its delimiter alone has no argument…"). */
const typeNameEquals: Predicate = (ctx) => {
  const name = ctx.args[0];
  return name !== undefined && (field(ctx, 'typeName') ?? '') === name;
};

const backgroundSources = Object.entries(BackgroundSource).map(([name, code]): [string, Predicate] => [
  `background-source-${name}?`,
  (ctx) => platformNumber(field(ctx, 'backgroundSource')) === code,
]);

const serviceNameEmail: Predicate = (ctx) => field(ctx, 'serviceName') === 'email';

export const collectionPredicates: Readonly<Record<string, Predicate>> = {
  'collection?': (ctx) => isTruthy(collection(ctx)),
  'collection-page?': (ctx) => collectionType(ctx) === PAGE_COLLECTION_TYPE,
  // this one also takes the node's own type (a collection itself), as the platform (test/unit/site/content/predicates.test.ts "collections: truthy folder and collection; index needs…")
  'collection-template-page?': (ctx) =>
    platformNumber(getPath(collection(ctx), 'type') ?? field(ctx, 'type')) === TEMPLATE_PAGE_COLLECTION_TYPE,
  'collectionTypeNameEquals?': typeNameEquals,
  'folder?': (ctx) => isTruthy(getPath(collection(ctx), 'folder')),
  'index?': (ctx) =>
    isTruthy(getPath(collection(ctx), 'folder')) && getPath(collection(ctx), 'folderBehavior') === FolderBehavior.index,
  'redirect?': (ctx) => field(ctx, 'folderBehavior') !== undefined && platformNumber(field(ctx, 'folderBehavior')) === FolderBehavior.redirect,
  'clickable?': clickable,
  'calendar-view?': (ctx) => platformBoolean(field(ctx, 'calendarView')),
  'current-type?': currentType,
  'show-past-events?': (ctx) => field(ctx, 'showPastOrUpcomingEvents') === 'past',
  'serviceNameEmail?': serviceNameEmail,
  ...Object.fromEntries(backgroundSources),
};
