/**
 * `{.audio?}`, `{.store-item?}`, ...: one predicate per record type
 * (docs/behaviour.md §3), true when the current node's recordType has that code (or, for image, link, quote, video
 * and gallery, when it promotes a block of that name).
 * `{.undefined?}` matches the unset record type, -1.
 */
import type { Predicate } from '../../engine/api';
import { RecordType } from '../../../domain/content/enums';
import { platformNumber } from '../../../domain/platform-number';
import { field } from '../reads';

/** Read as NaN: a missing record type is none of them. */
const UNSET = 'none';

export const UNDEFINED_RECORD_TYPE = -1;

/** Record types a post also has when it promotes a block of that name (`promotedBlockType`, as the platform: test/unit/site/content/predicates.test.ts "counts a post promoting an image, link, quote, video or…"). */
const PROMOTED = /^(image|link|quote|video|gallery)$/;

function isRecordType(code: number, name = ''): Predicate {
  return (ctx) =>
    platformNumber(field(ctx, 'recordType') ?? UNSET) === code || (PROMOTED.test(name) && field(ctx, 'promotedBlockType') === name);
}

export const recordTypePredicates: Readonly<Record<string, Predicate>> = Object.fromEntries([
  ['undefined?', isRecordType(UNDEFINED_RECORD_TYPE)],
  ...Object.entries(RecordType).map(([name, code]) => [`${name}?`, isRecordType(code, name)]),
]);
