import { lazyPart } from '../common/lazy-part';

/** The form's submission half (scripts/chunk-map.ts `lazyParts`), imported once, tried again after a failure: the block's submission and a file field's upload share it. */
export const loadFlow = lazyPart('form.submit-flow', () => import('./submit-flow'));
