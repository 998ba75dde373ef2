/**
 * The top of every dialog the elements open (address, cart drawer, quick view): its title,
 * which names the dialog (aria-labelledby), and a close button named 'Close'.
 */
import type { ReactNode } from 'react';
import { useT } from './use-t';

export function DialogHead({ titleId, title, onClose }: { titleId: string; title: ReactNode; onClose: () => void }) {
  const { t } = useT();
  return (
    <header className="head">
      <h2 id={titleId} part="title" className="title">
        {title}
      </h2>
      <button type="button" part="close" className="close" onClick={onClose}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('dialog.close')}</span>
      </button>
    </header>
  );
}
