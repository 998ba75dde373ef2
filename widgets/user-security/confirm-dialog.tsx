/**
 * A confirmation (WAI-ARIA APG alert dialog) on the native <dialog>: modal, named by its title,
 * described by its text, focus on the least destructive choice (Cancel) when it opens, Escape
 * cancels, and focus goes back to the button that opened it. Never window.confirm.
 */
import { useEffect, useId, useRef } from 'react';
import { useT } from '../shared/use-t';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useT();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;

  useEffect(() => {
    const element = dialog.current!;
    if (open && !element.open) {
      // The focused element inside our shadow root (document.activeElement is only the host).
      const root = element.getRootNode() as ShadowRoot | Document;
      opener.current = root.activeElement;
      element.showModal();
      cancel.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current!;
    const closed = () => {
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
      onCancelRef.current();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, []);

  return (
    <dialog ref={dialog} part="dialog" className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h2 id={`${id}-title`} className="dialog-title">
        {title}
      </h2>
      <p id={`${id}-text`} className="dialog-text">
        {text}
      </p>
      <div className="actions dialog-actions">
        <button ref={cancel} type="button" part="dialog-cancel" className="button secondary" onClick={() => dialog.current!.close()}>
          {t('security.cancel')}
        </button>
        <button type="button" part="dialog-confirm" className="button danger" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => !busy && onConfirm()}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

export const confirmDialogStyles = (token: (name: 'borderRadius' | 'backgroundColor' | 'textColor' | 'titleFontFamily' | 'titleFontWeight' | 'titleColor') => string) => `
  .dialog {
    width: min(28em, calc(100vw - 1.5em)); padding: 1.25em; border: 0; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('textColor')}; box-shadow: 0 1em 3em rgb(0 0 0 / .25);
  }
  .dialog::backdrop { background: rgb(0 0 0 / .45); }
  .dialog-title { margin: 0 0 .5em; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; font-size: 1.15em; color: ${token('titleColor')}; }
  .dialog-text { margin: 0 0 1.25em; }
  .dialog-actions { justify-content: flex-end; }
`;
