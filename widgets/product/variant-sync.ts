import type { ProductMerchandisingContext, SiteConfig } from '../../src/contract/config';
import type { StructuredContent } from '../../src/contract/product';
import { QUANTITY_MAX } from '../../src/contract/constants';
import { productPriceDisplay, variantPriceDisplay } from '../../src/domain/price-display';
import { priceDisplayText } from '../../src/domain/price-display-text';
import { statusMark } from '../../src/domain/product-display-state';
import { langOf } from '../../src/i18n/catalogue';
import { variantAnnouncement } from '../../src/domain/variant-announcement';
import { variantDisplayState } from '../../src/domain/variant-display-state';
import { findVariant, optionValueStates } from '../../src/domain/variant-resolution';
import { frProduct } from '../../src/i18n/product';
import { frPurchase } from '../../src/i18n/purchase';
import { isScarcityViewHidden } from '../../src/domain/scarcity';
import { readSelection } from './read-selection';

type Variant = NonNullable<ReturnType<typeof findVariant>>;

/**
 * The variant picker's effect on the server-rendered block (issue 3 point 2): price,
 * sale price, "from" price, status mark, scarcity line and quantity maximum follow the
 * selected variant, with the same src/domain rules the template formatters use (a
 * product's type, stock, prices and sale read as the platform's templates read them:
 * test/unit/domain/agreement.test.ts);
 * values that do not exist or are sold out with the other choices are marked. The
 * shopper's choice lives in the server-rendered selects, so it survives re-renders.
 * Text only (textContent), never markup. `update(true)` (a shopper's change) also says
 * the new price, and the sold-out mark or the scarcity line, in the block's live
 * region `live` (issue 15 point 4). `restore()` puts the server's content back.
 */
export const createVariantSync = (el: HTMLElement, product: StructuredContent, config: SiteConfig, merchandising?: ProductMerchandisingContext, live?: HTMLElement) => {
  const customSoldOutText = merchandising?.customSoldOutText;
  const price = el.querySelector<HTMLElement>('.product-price');
  const priceNodes = price ? Array.from(price.childNodes) : [];
  const mark = markView(el, price);
  const quantity = el.querySelector<HTMLInputElement>('.product-quantity-input input');
  const quantityMax = quantity?.max;
  // the product-wide low-stock line (no variant attributes) waits for a chosen variant unless the product
  // says scarcityShownByDefault (docs/behaviour.md §3); the template writes it shown, as the platform's does
  const wideScarcity = Array.from(el.querySelectorAll<HTMLElement>('.product-scarcity:not([data-variant-attributes])'));
  const waitsForVariant = isScarcityViewHidden({}, { scarcityShownByDefault: merchandising?.scarcityShownByDefault });

  const update = (say?: boolean) => {
    const selection = readSelection(el);
    const variant = findVariant(product, selection);
    const text = priceDisplayText(variant ? variantPriceDisplay(product, variant) : productPriceDisplay(product), { locale: config.locale });
    price?.replaceChildren(money(text.price), ...(text.original ? [' ', money(text.original, 'original-price')] : []));
    const display = variant && variantDisplayState(product, variant, customSoldOutText);
    const state = display ? display.statusMark : statusMark(product, { customSoldOutText });
    mark.show(state);
    // the chosen variant is sold out: the theme shows the button as unavailable (its checks refuse the add)
    el.toggleAttribute('data-variant-sold-out', !!variant && state?.kind === 'sold-out');
    const scarcity = showScarcityLines(el, variant);
    for (const line of wideScarcity) line.hidden = !variant && waitsForVariant;
    if (quantity) {
      const stock = display ? display.stock : Infinity;
      quantity.max = String(Math.max(1, Math.min(QUANTITY_MAX, stock)));
    }
    markOptions(el, product, selection, customSoldOutText);
    if (say && live) {
      // in French even where the mark shows the site-rendering fallback "sold out" (docs/behaviour.md §8)
      const sentence = variantAnnouncement(text, state?.kind === 'sold-out' ? customSoldOutText?.trim() || frProduct.soldOut : scarcity);
      live.textContent = sentence === live.textContent ? sentence + '\u00a0' : sentence; // said again
    }
    // The instalment pill follows the variant too, in its own chunk, only where there is one (widgets/instalment).
    if (el.querySelector('[data-storefront="instalment"]')) void import('../instalment/follow').then((m) => m.followVariant(el), () => undefined);
  };

  const restore = () => {
    el.removeAttribute('data-variant-sold-out');
    price?.replaceChildren(...priceNodes);
    mark.restore();
    if (quantity && quantityMax !== undefined) quantity.max = quantityMax;
    for (const line of wideScarcity) line.hidden = false;
    el.querySelectorAll<HTMLInputElement>('input.variant-radiobtn').forEach((r) => ['data-sold-out', 'data-unavailable', 'aria-label'].forEach((a) => r.removeAttribute(a)));
    el.querySelectorAll<HTMLOptionElement>('option[data-label]').forEach((o) => {
      o.textContent = o.dataset.label || '';
      delete o.dataset.label;
      o.removeAttribute('data-sold-out');
    });
  };

  return { update, restore };
};

const money = (text: string, cls = 'sqs-money-native') => {
  const span = document.createElement('span');
  span.className = cls;
  span.textContent = text;
  return span;
};

/** Shows the scarcity lines whose variant attributes match `variant` (none without one); returns the text of the one shown. */
const showScarcityLines = (el: HTMLElement, variant: Variant | undefined): string | undefined => {
  let scarcity: string | undefined;
  el.querySelectorAll<HTMLElement>('.product-scarcity[data-variant-attributes]').forEach((line) => {
    let attributes: Record<string, unknown> | null = null;
    try {
      attributes = JSON.parse(line.dataset.variantAttributes || '{}') as Record<string, unknown>;
    } catch {
      /* a bad attribute keeps the line hidden */
    }
    line.hidden = !variant || !attributes || Object.entries(attributes).some(([k, v]) => variant.attributes?.[k] !== v);
    if (!line.hidden) scarcity = line.textContent || '';
  });
  return scarcity;
};

/** Marks each option that does not exist, or is sold out, with the other choices; a chosen select loses the list's cue. */
const markOptions = (el: HTMLElement, product: StructuredContent, selection: ReturnType<typeof readSelection>, customSoldOutText?: string): void =>
  el.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]').forEach((select) => {
    const states = optionValueStates(product, selection, select.dataset.variantOptionName || '');
    for (const option of Array.from(select.options)) {
      const s = states.find((x) => x.value === option.value);
      if (!s) continue;
      option.dataset.label ??= option.textContent || '';
      const note = !s.available ? frPurchase.unavailable : !s.inStock ? customSoldOutText?.trim() || frProduct.soldOut : '';
      option.textContent = note ? `${option.dataset.label} (${note})` : option.dataset.label;
      option.toggleAttribute('data-sold-out', !s.inStock);
    }
    if (select.value) select.removeAttribute('aria-invalid'); // the list's cue stays on the options still to choose
    markButtons(el, select.dataset.variantOptionName || '', states, customSoldOutText);
  });

/** The same marks on the option's buttons (its radio group): `data-sold-out`, `data-unavailable`, and the note in the radio's name ("L (Épuisé)"). */
const markButtons = (el: HTMLElement, name: string, states: ReturnType<typeof optionValueStates>, customSoldOutText?: string): void =>
  el.querySelectorAll<HTMLElement>('.variant-radiobtn-wrapper[data-variant-option-name]').forEach((group) => {
    if (group.dataset.variantOptionName !== name) return;
    group.querySelectorAll<HTMLInputElement>('input.variant-radiobtn').forEach((radio) => {
      const s = states.find((x) => x.value === radio.value);
      const note = !s ? '' : !s.available ? frPurchase.unavailable : !s.inStock ? customSoldOutText?.trim() || frProduct.soldOut : '';
      radio.toggleAttribute('data-sold-out', !!s && s.available && !s.inStock);
      radio.toggleAttribute('data-unavailable', !!s && !s.available);
      if (note) radio.setAttribute('aria-label', `${radio.value} (${note})`);
      else radio.removeAttribute('aria-label');
    });
  });

/** The block's status mark: the template's words for a mark of the same kind (a site's own "Promo"), else the fallback; `restore` puts the server's back. */
function markView(el: HTMLElement, price: HTMLElement | null) {
  let mark = el.querySelector<HTMLElement>('.product-mark');
  const hadMark = !!mark;
  const markClass = mark?.className;
  const markText = mark?.textContent;
  const markLang = mark?.getAttribute('lang');
  /** The mark's text, with `lang="en"` when it is the catalogue's English fallback on a page in another language (issue 32 row 6). */
  const write = (node: HTMLElement, text: string, lang: string | null | undefined) => {
    node.textContent = text;
    if (lang) node.setAttribute('lang', lang);
    else node.removeAttribute('lang');
  };
  return {
    show(state: { kind: string; text: string } | null | undefined) {
      if (!state) return void mark?.remove(); // the theme's CSS may override [hidden]
      mark ||= document.createElement('div');
      if (!mark.isConnected) price?.after(mark);
      const text = hadMark && markClass === `product-mark ${state.kind}` ? markText || state.text : state.text;
      write(mark, text, (text === markText && markLang) || langOf(text));
      mark.className = `product-mark ${state.kind}`;
    },
    restore() {
      if (!hadMark || !mark) return void mark?.remove();
      if (!mark.isConnected) price?.after(mark);
      mark.className = markClass || '';
      write(mark, markText || '', markLang);
    },
  };
}
