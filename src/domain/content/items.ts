/** Content item rules shared by the item predicates and the content widget (docs/behaviour.md §3, 4). */
import { platformNumber } from '../platform-number';
import { FolderBehavior } from './enums';

/**
 * An item links to its page when its folder behaviour is missing, index or redirect (not
 * none), the code read as the platform reads numbers ("1" and true are index; null is none).
 */
export function isClickable(folderBehavior: unknown): boolean {
  if (folderBehavior === undefined) return true;
  const code = platformNumber(folderBehavior);
  return code === FolderBehavior.index || code === FolderBehavior.redirect;
}
