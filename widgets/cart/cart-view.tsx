import { focusAndReveal } from '../common/focus-later';
import { useEffect, useRef } from 'react';
import type { ComponentType, RefObject } from 'react';
import type { ShoppingCart } from '../../src/contract/cart';
import type { SiteConfig } from '../../src/contract/config';
import { formatMoney } from '../../src/domain/money';
import { fr } from '../../src/i18n/fr';
import { track, viewCartPayload } from '../../src/tracking';
import { AlertDialog } from '../common/alert-dialog';
import { AnswersDialog, type AnswersEditorProps } from './answers-dialog';
import { CartEntryRow } from './cart-entry-row';
import { checkoutBlock, entryName } from '../../src/domain/cart-rules';
import { CartSummary, StickyTotal } from './summary';
import { entryLeft, entryMax, useStock } from './stock-limits';
import { useCart } from './use-cart';
import { useCartActions } from './use-cart-actions';

/**
 * The cart page (docs/behaviour.md §2, /cart): a line grid, the summary card with the
 * checkout button (a sticky total on a phone), or "Votre panier est vide." and the way
 * back to the shop. It renders the store, so a change made in another tab
 * (BroadcastChannel, src/state/cart.ts) shows here without a reload.
 */
export function CartView(props: { config: SiteConfig; Editor?: ComponentType<AnswersEditorProps> }) {
  const { currency, locale, store } = props.config;
  const cart = useCart();
  const ui = useCartActions(currency);
  const stock = useStock(cart?.entries, props.config.apiRoot);
  const root = useRef<HTMLDivElement>(null);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  useViewCartEvent(cart, currency);
  useFocusNext(ui, root);

  const empty = !cart || cart.entries.length === 0;
  const blocked = cart && !empty ? checkoutBlock(cart, store.minimumSubtotalCents, currency, locale) : null;
  return (
    <div ref={root} className="sf-cart">
      {empty ? (
        <EmptyCart />
      ) : (
        <>
          <div className="sf-cart__layout">
            <CartLines cart={cart} stock={stock} money={money} actions={ui.actions} />
            <CartSummary cart={cart} store={store} money={money} busy={ui.busy} blocked={blocked} />
          </div>
          {blocked ? null : <StickyTotal cents={cart.grandTotalCents} money={money} />}
        </>
      )}
      <p className="sf-cart__status" role="status">
        {ui.status}
      </p>
      <CartDialogs ui={ui} Editor={props.Editor ?? AnswersDialog} />
    </div>
  );
}

type CartActions = ReturnType<typeof useCartActions>;

/** The `view-cart` event, once, when the cart is first there. */
function useViewCartEvent(cart: ShoppingCart | null | undefined, currency: string): void {
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !cart) return;
    viewed.current = true;
    track('view-cart', viewCartPayload(cart, currency));
  }, [cart, currency]);
}

/** After each render, focus goes where the last action asked (`ui.focusNext`), inside the cart. */
function useFocusNext(ui: CartActions, root: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const find = ui.focusNext.current;
    if (!find || !root.current) return;
    ui.focusNext.current = null;
    const target = find(root.current);
    if (target) focusAndReveal(target); // the line that changed, scrolled to as the platform does
  });
}

/** "Votre panier est vide." and the way back to the shop. */
function EmptyCart() {
  return (
    <div className="sf-cart__empty">
      <p className="cart-empty" tabIndex={-1}>
        {fr.cartEmpty}
      </p>
      <a className="sf-button sf-button--primary" href="/shop">
        {fr.cartContinue}
      </a>
    </div>
  );
}

/** The line grid: its column heads (for sighted shoppers; each row says its own) and a row per entry. */
function CartLines(props: { cart: ShoppingCart; stock: ReturnType<typeof useStock>; money: (cents: number) => string; actions: CartActions['actions'] }) {
  const { cart, stock, money, actions } = props;
  return (
    <div className="sf-cart__lines">
      <div className="sf-cart__head" aria-hidden="true">
        <span>{fr.cartProduct}</span>
        <span>{fr.cartQuantity}</span>
        <span>{fr.cartLineTotal}</span>
      </div>
      <ul className="sf-lines cart-entries">
        {cart.entries.map((entry) => (
          <CartEntryRow
            key={entry.id}
            entry={entry}
            max={entryMax(entry, cart.entries, stock.get(entry.chosenVariant.sku))}
            left={entryLeft(entry, cart.entries, stock.get(entry.chosenVariant.sku))}
            money={money}
            actions={actions}
          />
        ))}
      </ul>
    </div>
  );
}

/** The answers editor of the entry being edited, and the alert of a failed action. */
function CartDialogs({ ui, Editor }: { ui: CartActions; Editor: ComponentType<AnswersEditorProps> }) {
  return (
    <>
      {ui.editing ? (
        <Editor
          key={ui.editing.entry.id}
          entry={ui.editing.entry}
          name={entryName(ui.editing.entry)}
          answers={ui.editing.answers}
          save={ui.saveAnswers}
          saveJson={ui.saveAnswersJson}
          close={ui.closeEditor}
        />
      ) : null}
      {ui.alert ? <AlertDialog title={ui.alert.title} message={ui.alert.message} onClose={ui.closeAlert} /> : null}
    </>
  );
}
