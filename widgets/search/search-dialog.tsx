/**
 * The search field folded behind a button (a phone's header): the button opens a modal dialog
 * (WAI-ARIA APG dialog on the native <dialog>) holding the same combobox. Focus goes to the
 * field on opening and back to the button on closing, however it closes (Escape, the close
 * button, a click on the backdrop, a search or a picked suggestion, leaving the page).
 */
import { useEffect, useId, useRef } from 'react';
import type { ProductSummary } from '../../runtime/api/types';
import { DialogHead } from '../shared/dialog-head';
import { showModal } from '../../runtime/toast';
import { useT } from '../shared/use-t';
import { SearchBox, type SearchBoxProps } from './search-box';

export function SearchDialog({ value, action, startOpen = false, onSearch, onPick }: Omit<SearchBoxProps, 'onEscape'> & { /** Opens as soon as drawn (a tap held before the element was ready). */ startOpen?: boolean }) {
  const { t } = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    const element = dialog.current!;
    showModal(element);
    element.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  };
  const hide = () => dialog.current?.open && dialog.current.close();

  useEffect(() => {
    const element = dialog.current!;
    const onClose = () => button.current?.focus();
    // A click on the backdrop (the dialog box itself, outside its panel) closes it.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element.close();
    };
    element.addEventListener('close', onClose);
    element.addEventListener('click', onClick);
    document.addEventListener('shop:navigate', hide);
    if (startOpen) show();
    return () => {
      element.removeEventListener('close', onClose);
      element.removeEventListener('click', onClick);
      document.removeEventListener('shop:navigate', hide);
    };
  }, []);

  return (
    <>
      <button ref={button} part="open" type="button" className="open" aria-haspopup="dialog" onClick={show}>
        <svg className="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12.6 12.6 17 17" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('search.label')}</span>
      </button>
      <dialog ref={dialog} part="dialog" className="dialog" aria-labelledby={titleId}>
        <div className="panel">
          <DialogHead titleId={titleId} title={t('search.label')} onClose={hide} />
          <SearchBox
            value={value}
            action={action}
            onEscape={hide}
            onSearch={(query) => {
              hide();
              onSearch(query);
            }}
            onPick={(product: ProductSummary, href: string) => {
              hide();
              onPick(product, href);
            }}
          />
        </div>
      </dialog>
    </>
  );
}
