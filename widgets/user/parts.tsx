/**
 * Pieces every user-area screen shows the same way: the loading line and a failed load with its
 * message and a retry (a guest's sign-in prompt is widgets/shared/signin-prompt). Other
 * user-area elements may use them too.
 */
import { useMemo } from 'react';
import { $signedIn } from '../../runtime/session';
import { useElementData } from '../shared/render-context';
import { useBrowserStore } from '../shared/use-browser-store';
import { useTimeZone } from '../shared/use-time-zone';
import { useT } from '../shared/use-t';

/**
 * Whether the shopper is signed in. The server draws a user-area element with data (what it
 * would fetch; the user, for the layout and header) exactly when the page was asked for with a
 * session, so a hydration starts from what the server drew; then the browser's session rules.
 */
export function useSignedIn(): boolean {
  return useBrowserStore($signedIn, useElementData() !== undefined);
}

export function Loading() {
  const { t } = useT();
  return (
    <p part="loading" className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('loading.label')}
    </p>
  );
}

/** A failed load: `message` already says what (a locale text with the server's reason). */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div part="problem" className="problem" role="alert">
      <p>{message}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {t('user.retry')}
      </button>
    </div>
  );
}

/** Dates and times from the API (ISO 8601) in the shopper's language (UTC until hydrated: ../shared/use-time-zone). */
export function useDateTime(): (iso: string) => string {
  const { locale } = useT();
  const timeZone = useTimeZone();
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }), [locale, timeZone]);
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** The name to greet the shopper by: full name, nickname, then the account. */
export function displayName(user: { fullName?: string; nickName?: string; email?: string | null; mobile?: string | null }): string {
  return user.fullName?.trim() || user.nickName?.trim() || user.email || user.mobile || '';
}

/**
 * The end of a user-area form: its save button (aria-busy while sending), what was just saved
 * (a status) and a refusal that belongs to no field (an alert).
 */
export function FormEnd({ busy, label, busyLabel, done, error }: { busy: boolean; label: string; busyLabel: string; done: string; error: string }) {
  return (
    <>
      <div className="actions">
        <button part="submit" type="submit" className="button" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? busyLabel : label}
        </button>
        <p part="done" className="status" role="status">
          {done}
        </p>
      </div>
      {error && (
        <p part="form-error" className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
