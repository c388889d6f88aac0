import { AlertDialog } from '../common/alert-dialog';
import { openLayer } from '../common/layer';

/**
 * The add error alert (docs/behaviour.md §8; issue 3 point 12), loaded on the first failure: the
 * shared AlertDialog (a native <dialog> opened with showModal(), role alertdialog,
 * labelled by its title or message, closed by OK or Escape), mounted on its own root;
 * when it closes it is removed and focus returns to the button. Never window.alert.
 */
export const showAlert = (message: string, title: string | undefined, opener: HTMLElement | null): void =>
  openLayer(
    (close) => <AlertDialog title={title} message={message} onClose={close} />,
    () => opener?.isConnected && opener.focus(),
  );
