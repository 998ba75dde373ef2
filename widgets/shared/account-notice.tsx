/**
 * The status line of the one-outcome account pages (verify e-mail, third-party return, QR
 * approval): a live region that exists from the first render, so each later state ("Checking
 * your link…" -> "Verification success") is announced once, with a spinner or an icon beside it.
 */
import type { ReactNode, Ref } from 'react';

export type NoticeTone = 'busy' | 'success' | 'failed' | 'plain';

const paths: Record<'success' | 'failed', string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  failed: 'M7 7l10 10M17 7L7 17',
};

/** `ref` lets an element move focus to the line after an action made its button disappear. */
export function NoticeTitle({ tone, children, ref }: { tone: NoticeTone; children: ReactNode; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p part="title" ref={ref} tabIndex={-1} className={`title ${tone}`} role="status">
      {tone === 'busy' && <span className="spinner" aria-hidden="true" />}
      {(tone === 'success' || tone === 'failed') && (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d={paths[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <span>{children}</span>
    </p>
  );
}
