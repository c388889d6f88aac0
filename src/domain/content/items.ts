/** Content item rules shared by the item predicates and the content widget (SPEC.md 3, 4). */
import { FolderBehavior } from './enums.js';

/** An item links to its page when its folder behaviour is missing, index or redirect (not none). */
export function isClickable(folderBehavior: unknown): boolean {
  return (
    folderBehavior === undefined ||
    folderBehavior === null ||
    folderBehavior === FolderBehavior.index ||
    folderBehavior === FolderBehavior.redirect
  );
}
