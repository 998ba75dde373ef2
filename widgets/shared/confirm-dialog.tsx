/**
 * A question that needs an answer before something that cannot be undone (delete an address,
 * cancel an order or a return, sign a device out): the WAI-ARIA APG alert dialog on the native
 * <dialog>. It opens modal, named by its title and described by its message (and note), with
 * focus on the least destructive button (Cancel). Escape or Cancel closes it and calls onCancel;
 * a close because `open` went false (the caller acted) does not. Whenever it closes, focus goes
 * back to the button that opened it if that button is still there (looked up in our own shadow
 * root: document.activeElement is only the host): at once when the caller closes it, so where
 * the caller then puts focus (after its action) wins over the dialog's 'close' event, which
 * comes a task later. While the action runs the confirm button is
 * disabled and may say so; a refusal shows inside the dialog. Styles: ./confirm-dialog.styles.ts.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { showModal } from '../../runtime/toast';

/** The part names an element documents for its dialog, its Cancel and its confirm button. */
export interface ConfirmDialogParts {
  dialog: string;
  cancel: string;
  confirm: string;
}

const defaultParts: ConfirmDialogParts = { dialog: 'confirm', cancel: 'confirm-cancel', confirm: 'confirm-ok' };

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** A second line under the message (what will happen), part of the description. */
  note?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  /** Why the action failed, shown in the dialog (role alert). */
  error?: string;
  parts?: ConfirmDialogParts;
  onConfirm: () => void;
  /** The shopper closed the dialog without the action (Cancel, Escape). */
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, note, confirmLabel, cancelLabel, busyLabel, busy, error, parts = defaultParts, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  /** Set while we close it ourselves because `open` went false. */
  const closing = useRef(false);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  const restoreFocus = () => {
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };

  useEffect(() => {
    const element = dialog.current!;
    if (open && !element.open) {
      opener.current = (element.getRootNode() as ShadowRoot | Document).activeElement;
      showModal(element);
      cancel.current?.focus();
    }
    if (!open && element.open) {
      closing.current = true;
      element.close();
      restoreFocus();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current!;
    const closed = () => {
      if (closing.current) {
        closing.current = false;
        return;
      }
      restoreFocus();
      cancelRef.current();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, []);

  return (
    <dialog ref={dialog} part={parts.dialog} className="confirm" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
      <h2 id={`${id}-title`} className="confirm-title">
        {title}
      </h2>
      <div id={`${id}-message`} className="confirm-message">
        <p>{message}</p>
        {note && <p className="confirm-note">{note}</p>}
      </div>
      {error && (
        <p className="confirm-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-actions">
        <button ref={cancel} type="button" part={parts.cancel} className="confirm-cancel" onClick={() => dialog.current!.close()}>
          {cancelLabel}
        </button>
        <button type="button" part={parts.confirm} className="confirm-ok" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => !busy && onConfirm()}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
