/**
 * Page-level rules of the product widgets (docs/behaviour.md §2, issue 3 points 10 and 11).
 */

import { CollectionTypeCode } from './content/enums';
import { PageType } from './page-types';

/**
 * The product list page counts as shown on a collection page of type products (13), not a
 * product item page (page type 50), and not inside the configuration frame (docs/behaviour.md §2).
 * An unknown page or collection type is no product list.
 */
export function isProductListPage(page: { collectionType?: number | undefined; pageType?: number | undefined }, inConfigFrame: boolean): boolean {
  return page.collectionType === CollectionTypeCode.Products && page.pageType !== PageType.ContentItem && !inConfigFrame;
}

/** Reviews show only when native or imported review display is enabled (docs/behaviour.md §2). */
export function areReviewsShown(merchandising: { displayNativeProductReviewsEnabled?: unknown; displayImportedProductReviewsEnabled?: unknown } | undefined): boolean {
  return merchandising?.displayNativeProductReviewsEnabled === true || merchandising?.displayImportedProductReviewsEnabled === true;
}
