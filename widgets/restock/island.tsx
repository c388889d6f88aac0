import { createRoot } from 'react-dom/client';
import type { SiteConfig } from '../../src/contract/config';
import type { StructuredContent } from '../../src/contract/product';
import type { Unmount } from '../../src/runtime/host';
import { captchaSettingsOf } from '../../src/captcha/settings';
import { frRestock } from '../../src/i18n/restock';
import { warnBlock } from '../../src/runtime/warn';
import { keepFocus } from '../common/keep-focus';
import { showSelectedForm } from './follow-variant';
import { readRestockMarkup } from './read-markup';
import { RestockForm } from './restock-form';
import { signUpForRestock } from './signup';

let forms = 0;

/**
 * Enhances the restock forms under `root` (the `product-restock-notification` markup):
 * each becomes a live RestockForm. Inside a product block (`product` given), only the
 * selected variant's form shows and it follows the variant picker. Returns the unmount,
 * which puts the server's markup back.
 */
export const mountRestock = (root: HTMLElement, config: SiteConfig, product?: StructuredContent): Unmount => {
  const boxes = Array.from(root.querySelectorAll<HTMLElement>('.product-restock-notification'));
  const captcha = captchaSettingsOf(config.website);
  const successText = config.merchandising?.restockNotificationsSuccessText || frRestock.signedUp;
  const undo: (() => void)[] = [];
  for (const box of boxes) {
    const markup = readRestockMarkup(box);
    if (!markup) {
      warnBlock(box, 'its restock form has no form, email field (name="email"), data-product-id or data-variant-id.');
      continue;
    }
    const original = Array.from(box.childNodes);
    const rendered = createRoot(box);
    // a shopper typing in the server's field when the widget arrives keeps focus and caret (issue 15 point 1)
    keepFocus(box, () => {
      box.replaceChildren();
      rendered.render(
        <RestockForm
          markup={markup}
          successText={successText}
          captcha={captcha}
          idPrefix={`sf-restock-${++forms}`}
          submit={(input) => signUpForRestock(input, captcha, box)}
        />,
      );
    });
    const hidden = box.hidden;
    undo.push(() => {
      rendered.unmount();
      box.replaceChildren(...original);
      box.hidden = hidden;
    });
  }
  if (product) {
    const follow = () => showSelectedForm(root, product, boxes);
    const onChange = (e: Event) => (e.target as Element).closest('.product-variants') && follow();
    follow();
    root.addEventListener('change', onChange);
    undo.push(() => root.removeEventListener('change', onChange));
  }
  return () => undo.forEach((fn) => fn());
};
