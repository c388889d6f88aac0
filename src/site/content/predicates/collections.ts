/**
 * Collection and navigation predicates (SPEC.md 3 collection types, folder
 * behaviour, background source; 4 "Comments and links": an item is
 * clickable when its folder behaviour is missing, INDEX or REDIRECT).
 */
import type { Predicate, PredicateContext } from '../../engine/api.js';
import { BackgroundSource, CollectionType, FolderBehavior, SliceType } from '../../../domain/content/enums.js';
import { getPath, isRecord } from '../../../domain/json.js';
import { looseNumber as num } from '../../../domain/loose.js';
import { isClickable } from '../../../domain/content/items.js';

const field = (ctx: PredicateContext, path: string): unknown => getPath(ctx.value, path);
const collection = (ctx: PredicateContext): unknown => ctx.resolve('collection');

/** The collection type in scope, else the node's own `type` (a collection itself). */
function collectionType(ctx: PredicateContext): number | undefined {
  return num(getPath(collection(ctx), 'type')) ?? num(field(ctx, 'type'));
}

function folderBehavior(ctx: PredicateContext): unknown {
  const own = field(ctx, 'folderBehavior');
  return own !== undefined ? own : getPath(collection(ctx), 'folderBehavior');
}

const clickable: Predicate = (ctx) => isClickable(field(ctx, 'folderBehavior'));

const currentType: Predicate = (ctx) => {
  const name = ctx.args[0];
  if (name === undefined || !Object.prototype.hasOwnProperty.call(SliceType, name)) return false;
  return num(field(ctx, 'currentType')) === SliceType[name as keyof typeof SliceType];
};

const typeNameEquals: Predicate = (ctx) => {
  const name = ctx.args[0];
  return name !== undefined && name !== '' && field(ctx, 'typeName') === name;
};

const backgroundSources = Object.entries(BackgroundSource).map(([name, code]): [string, Predicate] => [
  `background-source-${name}?`,
  (ctx) => num(field(ctx, 'backgroundSource')) === code,
]);

const serviceNameEmail: Predicate = (ctx) => field(ctx, 'serviceName') === 'email';

export const collectionPredicates: Readonly<Record<string, Predicate>> = {
  'collection?': (ctx) => {
    const c = collection(ctx);
    return isRecord(c) && Object.keys(c).length > 0;
  },
  'collection-page?': (ctx) => collectionType(ctx) === CollectionType.page,
  'collection-template-page?': (ctx) => collectionType(ctx) === CollectionType['template-page'],
  'collectionTypeNameEquals?': typeNameEquals,
  'folder?': (ctx) => getPath(collection(ctx), 'folder') === true,
  'index?': (ctx) =>
    getPath(collection(ctx), 'folder') === true &&
    getPath(collection(ctx), 'folderBehavior') === FolderBehavior.index,
  'redirect?': (ctx) => folderBehavior(ctx) === FolderBehavior.redirect,
  'clickable?': clickable,
  'calendar-view?': (ctx) => field(ctx, 'calendarView') === true,
  'current-type?': currentType,
  'show-past-events?': (ctx) => field(ctx, 'showPastOrUpcomingEvents') === 'past',
  'serviceNameEmail?': serviceNameEmail,
  ...Object.fromEntries(backgroundSources),
};
