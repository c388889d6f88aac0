/**
 * The SDK's one piece of style (issue 15 points 7, 8), adopted once as a constructed
 * stylesheet (no <style> element, no request, allowed under a strict style-src CSP):
 * - a visible focus ring on every widget control, in islands and in the SDK's own layers
 *   (class `sf-...`: popover, Quick View, alerts), themable with `--sf-focus-ring` (an
 *   outline; default 3px solid #1a5fb4, 6.4:1 on white, drawn 2px outside the control
 *   so it sits on the page beside dark buttons); a link wrapped around an image rings
 *   the image, inside its edge (issue 32 row 1: the inline link's own box is empty);
 * - while the cart pill shows, `--sf-pill-clearance` (default 5rem) of scroll padding at
 *   the bottom of the page, so the browser scrolls a focused control above the pill;
 * - `.sf-sr`: visually hidden text and live regions.
 * docs/api.md "Accessibility".
 * It also links the SDK's default theme (dist/storefront.css, beside the chunks' folder) on a
 * page that has none, so a page with only the script tag shows finished widgets; a page
 * that inlines or links the theme, or opts out with `--sf-theme: none`, loads nothing more
 * (docs/theming.md "Delivery").
 */
let sheet: CSSStyleSheet | undefined;

const linkTheme = (): void => {
  if (getComputedStyle(document.documentElement).getPropertyValue('--sf-theme').trim()) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('../storefront.css', import.meta.url).href;
  document.head.append(link);
};

export const adoptA11yStyle = (): void => {
  if (sheet) return;
  try {
    linkTheme();
    sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '[data-storefront] :focus-visible,[data-storefront]:focus-visible,[class^=sf-] :focus-visible{outline:var(--sf-focus-ring,3px solid #1a5fb4);outline-offset:2px}' +
        // a link wrapped around a block image is an empty inline box: the ring goes on the image, inside its edge (a scrolling strip clips what is outside)
        '[data-storefront] a:focus-visible>img{outline:var(--sf-focus-ring,3px solid #1a5fb4);outline-offset:-3px}' +
        ':root:has([data-storefront=cart-pill]:not([hidden])){scroll-padding-bottom:var(--sf-pill-clearance,5rem)}' +
        '.sf-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}',
    );
    document.adoptedStyleSheets.push(sheet);
  } catch {
    /* no constructed stylesheets: the browser's own focus ring stays */
  }
};
