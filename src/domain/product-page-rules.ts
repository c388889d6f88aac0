/**
 * Page-level rules of the product widgets (docs/behaviour.md §2, issue 3 points 10 and 11).
 */

/** docs/behaviour.md §2 / 3: collection type 13 is products; page type 50 is a content item. */
export const COLLECTION_TYPE_PRODUCTS = 13;
export const PAGE_TYPE_CONTENT_ITEM = 50;

/**
 * The product list page counts as shown on a collection page of type products, not a
 * product item page, and not inside the configuration frame (docs/behaviour.md §2).
 */
export function isProductListPage(page: { collectionType?: number | undefined; pageType?: number | undefined }, inConfigFrame: boolean): boolean {
  return page.collectionType === COLLECTION_TYPE_PRODUCTS && page.pageType !== PAGE_TYPE_CONTENT_ITEM && !inConfigFrame;
}

/** Reviews show only when native or imported review display is enabled (docs/behaviour.md §2). */
export function areReviewsShown(merchandising: { displayNativeProductReviewsEnabled?: unknown; displayImportedProductReviewsEnabled?: unknown } | undefined): boolean {
  return merchandising?.displayNativeProductReviewsEnabled === true || merchandising?.displayImportedProductReviewsEnabled === true;
}
