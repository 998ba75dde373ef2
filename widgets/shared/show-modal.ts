/**
 * The one way an element shows a modal <dialog>. The top layer stacks things in the order they
 * are shown, so the page's toasts (a popover, shown earlier) would sit under the dialog and its
 * backdrop: they are shown again above it. And while it is open everything outside it is inert,
 * so the toasts are said by live regions inside it, until it closes.
 */
import { announceToastsIn, raiseToasts } from '../../runtime/toast';

/** The dialogs whose toasts are being said inside them, and the close listener that stops it. */
const announcing = new WeakMap<HTMLDialogElement, () => void>();

export function showModal(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
  raiseToasts();
  if (announcing.has(dialog)) return;
  const stop = announceToastsIn(dialog);
  const onClose = () => {
    // Shown again before this (queued) close event arrived: still open, keep saying them.
    if (dialog.open) return;
    dialog.removeEventListener('close', onClose);
    announcing.delete(dialog);
    stop();
  };
  announcing.set(dialog, onClose);
  dialog.addEventListener('close', onClose);
}
