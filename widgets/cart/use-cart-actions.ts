import { useRef, useState } from 'react';
import type { Result } from '../../src/api/errors';
import type { CartEntry, ShoppingCart } from '../../src/contract/cart';
import { messageFor } from '../../src/api/messages';
import { fr } from '../../src/i18n/fr';
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
  const [editing, setEditing] = useState<{ entry: CartEntry; answers: Answer[] } | null>(null);
  /** What to focus after the next render, found under the island root. */
  const focusNext = useRef<((root: HTMLElement) => HTMLElement | null) | null>(null);

  const run = async (failureTitle: string, call: () => Promise<Result<ShoppingCart>>): Promise<boolean> => {
    setStatus('');
    setBusy((n) => n + 1);
    const result = await call();
    setBusy((n) => n - 1);
    if (!result.ok) setAlert({ title: failureTitle, message: messageFor(result.error) });
    return result.ok;
  };

  const actions: EntryActions = {
    setQuantity: (entry, quantity) => {
      void run(fr.updateQuantityFailed, () => updateQuantity(entry.id, quantity)).then((ok) => ok && setStatus(fr.cartUpdated));
    },
    remove: (entry) => {
      const before = $cart.get();
      const others = before?.entries.filter((e) => e.id !== entry.id) ?? [];
      const index = before?.entries.findIndex((e) => e.id === entry.id) ?? -1;
      const neighbour = others[Math.min(Math.max(index, 0), others.length - 1)];
      focusNext.current = (root) =>
        neighbour
          ? (Array.from(root.querySelectorAll<HTMLElement>('[data-entry-id]'))
              .find((row) => row.dataset.entryId === neighbour.id)
              ?.querySelector<HTMLElement>('.sf-cart__remove') ?? null)
          : root.querySelector<HTMLElement>('.cart-empty');
      void run(fr.removeFailed, () => removeEntry(entry.id)).then((ok) => {
        if (!ok) return;
        setStatus(fill(fr.cartEntryRemoved, { title: entryName(entry) }));
        if (before) track('remove-from-cart', removeFromCartPayload(before, entry, currency));
      });
    },
    // "Il n'en reste que 2."; docs/behaviour.md §5's out-of-stock message when none is left
    tooMany: (_entry, left) => setAlert({ title: fr.updateQuantityFailed, message: left > 0 ? fill(fr.cartOnlyLeft, { count: left }) : fr.outOfStock }),
    editAnswers: (entry) => {
      const answers = readAnswers(entry.additionalFields);
      if (answers) setEditing({ entry, answers });
      else setAlert({ message: fr.openFormFailed });
    },
  };

  const saveAnswers = async (edits: Record<string, string>): Promise<boolean> => {
    const open = editing;
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

  /** Saves the entry's whole answers JSON (the custom form modal, widgets/form/cart-editor.tsx). */
  const saveAnswersJson = async (json: string): Promise<boolean> => {
    const open = editing;
    if (!open) return false;
    const ok = await run(fr.updateFormFailed, () => updateAdditionalFields(open.entry, json));
    if (ok) setStatus(fr.cartUpdated);
    return ok;
  };

  return {
    actions,
    alert,
    closeAlert: () => setAlert(null),
    status,
    busy: busy > 0,
    editing,
    saveAnswers,
    saveAnswersJson,
    closeEditor: () => setEditing(null),
    focusNext,
  };
}
