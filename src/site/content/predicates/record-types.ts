/**
 * `{.audio?}`, `{.store-item?}`, ...: one predicate per record type
 * (SPEC.md 3), true when the current node's recordType has that code.
 * `{.undefined?}` matches the unset record type, -1.
 */
import type { Predicate } from '../../engine/api.js';
import { RecordType } from '../../../domain/content/enums.js';
import { getPath } from '../../../domain/json.js';
import { platformNumber } from '../../../domain/platform-number.js';

/** Read as NaN: a missing record type is none of them. */
const UNSET = 'none';

export const UNDEFINED_RECORD_TYPE = -1;

function isRecordType(code: number): Predicate {
  return (ctx) => platformNumber(getPath(ctx.value, 'recordType') ?? UNSET) === code;
}

export const recordTypePredicates: Readonly<Record<string, Predicate>> = Object.fromEntries([
  ['undefined?', isRecordType(UNDEFINED_RECORD_TYPE)],
  ...Object.entries(RecordType).map(([name, code]) => [`${name}?`, isRecordType(code)]),
]);
