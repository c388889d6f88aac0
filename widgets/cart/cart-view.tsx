import { useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
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
  const Editor = props.Editor ?? AnswersDialog;
  const cart = useCart();
  const ui = useCartActions(currency);
  const stock = useStock(cart?.entries, props.config.apiRoot);
  const root = useRef<HTMLDivElement>(null);
  const viewed = useRef(false);
  const money = (cents: number) => formatMoney(cents, currency, locale);

  useEffect(() => {
    if (viewed.current || !cart) return;
    viewed.current = true;
    track('view-cart', viewCartPayload(cart, currency));
  }, [cart, currency]);

  useEffect(() => {
    const find = ui.focusNext.current;
    if (!find || !root.current) return;
    ui.focusNext.current = null;
    find(root.current)?.focus();
  });

  const empty = !cart || cart.entries.length === 0;
  const blocked = cart && !empty ? checkoutBlock(cart, store.minimumSubtotalCents, currency, locale) : null;
  return (
    <div ref={root} className="sf-cart">
      {empty ? (
        <div className="sf-cart__empty">
          <p className="cart-empty" tabIndex={-1}>
            {fr.cartEmpty}
          </p>
          <a className="sf-button sf-button--primary" href="/shop">
            {fr.cartContinue}
          </a>
        </div>
      ) : (
        <>
          <div className="sf-cart__layout">
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
                    actions={ui.actions}
                  />
                ))}
              </ul>
            </div>
            <CartSummary cart={cart} store={store} money={money} busy={ui.busy} blocked={blocked} />
          </div>
          {blocked ? null : <StickyTotal cents={cart.grandTotalCents} money={money} />}
        </>
      )}
      <p className="sf-cart__status" role="status">
        {ui.status}
      </p>
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
    </div>
  );
}
