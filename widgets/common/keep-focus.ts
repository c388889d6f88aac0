/**
 * Enhancing a block never loses focus (issue 15 point 1): `swap` replaces or re-renders
 * part of `root`; when it removed the element that had focus, focus moves to its
 * counterpart in the new markup (a field of the same name, else the same tag, role and
 * text), with the same caret in a
 * text field. The shopper who tabbed to a server-rendered button before its widget
 * loaded stays on it, and a replayed Enter acts on it.
 */
/** A form field is known by its name (the widget may add a label the server's field lacked); anything else by role, label and text. */
const key = (n: Element) => {
  const name = /^(INPUT|SELECT|TEXTAREA)$/.test(n.tagName) ? n.getAttribute('name') : null;
  return name ? `field:${name}` : n.tagName + n.getAttribute('role') + n.getAttribute('aria-label') + n.textContent;
};

export const keepFocus = (root: Element, swap: () => void): void => {
  const old = document.activeElement as HTMLInputElement | null;
  const name = old && old !== root && root.contains(old) && key(old);
  const start = old?.selectionStart; // undefined outside text fields, null without a caret
  swap();
  if (!name || old.isConnected) return;
  const next = [...root.querySelectorAll<HTMLInputElement>('*')].find((n) => key(n) === name);
  next?.focus();
  try {
    if (start != null) next?.setSelectionRange(start, old.selectionEnd);
  } catch {
    /* a field without a caret */
  }
};
