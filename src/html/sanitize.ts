import DOMPurify, { type Config } from 'dompurify';

/**
 * The SDK's one HTML sanitiser (docs/architecture.md: DOMPurify, loaded lazily with the widget
 * that needs it): the instalment provider's static info-modal HTML (issue 9 point 11)
 * is the only markup the SDK ever inserts. HTML only (no SVG or MathML), no scripts,
 * styles, forms, frames or event handlers, no `javascript:` URLs (DOMPurify's own URI rule),
 * ids and names prefixed so they cannot clobber the page's globals. The result is a
 * DocumentFragment to append: no HTML string ever reaches innerHTML, so the page's
 * Trusted Types policy (if any) is not involved on our side. Links open in a new tab
 * without access to the page (`rel="noopener noreferrer"`).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed', 'template'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

const instance = () => {
  if (purifier) return purifier;
  purifier = DOMPurify(window); // our own instance: the hook below never touches another DOMPurify user's
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node instanceof Element && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
};

/**
 * The provider's HTML, sanitised, as a fragment ready to append. A browser DOMPurify
 * cannot work in (it would hand the input back untouched) gets an empty fragment.
 * Tested in Chromium (test/e2e/sanitize.e2e.ts): DOMPurify does not support simulated
 * DOMs such as happy-dom, where it lets payloads through (cure53/DOMPurify#1457).
 */
export function sanitizeProviderHtml(html: string): DocumentFragment {
  const purify = instance();
  if (!purify.isSupported) return document.createDocumentFragment();
  const clean: unknown = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  return clean instanceof DocumentFragment ? clean : document.createDocumentFragment();
}
