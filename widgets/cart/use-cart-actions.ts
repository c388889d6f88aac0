import { type MutableRefObject, useRef, useState } from 'react';
import type { Result } from '../../src/api/errors';
import type { CartEntry, ShoppingCart } from '../../src/contract/cart';
import { messageFor } from '../../src/api/messages';
import { fr } from '../../src/i18n/fr';
import { onlyLeftMessage } from '../../src/i18n/purchase';
import { $cart } from '../../src/state/cart';
import { removeEntry, updateAdditionalFields, updateQuantity } from '../../src/state/cart-entry-actions';
import { removeFromCartPayload, track } from '../../src/tracking';
import { type Answer, readAnswers, writeAnswers } from '../../src/domain/cart-answers';
import type { EntryActions } from './cart-entry-row';
import { entryName, fill } from '../../src/domain/cart-rules';

export interface CartAlert {
  title?: string;
  message: string;
}

/** What to focus after the next render, found under the island root. */
type FocusFinder = (root: HTMLElement) => HTMLElement | null;
/** Runs a cart call: the live region cleared, the call counted while on its way, its failure alerted under `failureTitle`. */
type Run = (failureTitle: string, call: () => Promise<Result<ShoppingCart>>) => Promise<boolean>;
type Editing = { entry: CartEntry; answers: Answer[] };

/** What the actions and the answer savers work with: the hook's state setters and its call runner. */
interface CartUi {
  readonly currency: string;
  readonly run: Run;
  readonly setStatus: (status: string) => void;
  readonly setAlert: (alert: CartAlert | null) => void;
  readonly setEditing: (editing: Editing | null) => void;
  readonly focusNext: MutableRefObject<FocusFinder | null>;
}

/**
 * The cart page's state around the store: which alert shows (docs/behaviour.md §8 cart
 * strings as titles, the call's shopper message as text), what the live region
 * says, how many calls are on their way, which entry's answers are open, and where
 * focus goes when the focused row disappears.
 */
export function useCartActions(currency: string) {
  const [alert, setAlert] = useState<CartAlert | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const focusNext = useRef<FocusFinder | null>(null);

  const run: Run = async (failureTitle, call) => {
    setStatus('');
    setBusy((n) => n + 1);
    const result = await call();
    setBusy((n) => n - 1);
    if (!result.ok) setAlert({ title: failureTitle, message: messageFor(result.error) });
    return result.ok;
  };
  const ui: CartUi = { currency, run, setStatus, setAlert, setEditing, focusNext };

  return {
    actions: entryActions(ui),
    alert,
    closeAlert: () => setAlert(null),
    status,
    busy: busy > 0,
    editing,
    ...answerSavers(editing, ui),
    closeEditor: () => setEditing(null),
    focusNext,
  };
}

/** What each cart row's controls do: change the quantity, remove, say how many are left, edit the answers. */
function entryActions({ currency, run, setStatus, setAlert, setEditing, focusNext }: CartUi): EntryActions {
  return {
    setQuantity: (entry, quantity) => {
      void run(fr.updateQuantityFailed, () => updateQuantity(entry.id, quantity)).then((ok) => ok && setStatus(fr.cartUpdated));
    },
    remove: (entry) => {
      const before = $cart.get();
      focusNext.current = focusAfterRemoving(before?.entries ?? [], entry);
      void run(fr.removeFailed, () => removeEntry(entry.id)).then((ok) => {
        if (!ok) return;
        setStatus(fill(fr.cartEntryRemoved, { title: entryName(entry) }));
        if (before) track('remove-from-cart', removeFromCartPayload(before, entry, currency));
      });
    },
    // "Il n'en reste que 2."; docs/behaviour.md §5's out-of-stock message when none is left
    tooMany: (_entry, left) => setAlert({ title: fr.updateQuantityFailed, message: onlyLeftMessage(left) }),
    // a quantity the field cannot take (under 1, not a whole number): said in the live region, the field marked
    badQuantity: (_entry, message) => setStatus(message),
    editAnswers: (entry) => {
      const answers = readAnswers(entry.additionalFields);
      if (answers) setEditing({ entry, answers });
      else setAlert({ message: fr.openFormFailed });
    },
  };
}

/**
 * Where focus goes once `entry`'s row is gone: the remove button of the row that takes its
 * place (the next one, or the last when it was last), else "Votre panier est vide.".
 */
function focusAfterRemoving(entries: readonly CartEntry[], entry: CartEntry): FocusFinder {
  const others = entries.filter((e) => e.id !== entry.id);
  const index = entries.findIndex((e) => e.id === entry.id);
  const neighbour = others[Math.min(Math.max(index, 0), others.length - 1)];
  return (root) =>
    neighbour
      ? (Array.from(root.querySelectorAll<HTMLElement>('[data-entry-id]'))
          .find((row) => row.dataset.entryId === neighbour.id)
          ?.querySelector<HTMLElement>('.sf-cart__remove') ?? null)
      : root.querySelector<HTMLElement>('.cart-empty');
}

/** Saving the answers of the entry being edited (`open`), field by field or as a whole. */
function answerSavers(open: Editing | null, { run, setStatus, setAlert }: CartUi) {
  /** Saves the entry's whole answers JSON (the custom form modal, widgets/form/cart-editor.tsx). */
  const saveAnswersJson = async (json: string): Promise<boolean> => {
    if (!open) return false;
    const ok = await run(fr.updateFormFailed, () => updateAdditionalFields(open.entry, json));
    if (ok) setStatus(fr.cartUpdated);
    return ok;
  };

  const saveAnswers = async (edits: Record<string, string>): Promise<boolean> => {
    if (!open) return false;
    let json: string;
    try {
      json = writeAnswers(open.entry.additionalFields ?? '[]', edits);
    } catch {
      setAlert({ message: fr.updateFormFailed });
      return false;
    }
    return saveAnswersJson(json);
  };

  return { saveAnswers, saveAnswersJson };
}
