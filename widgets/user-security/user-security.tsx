/**
 * @summary Security: the devices signed in to the account (browser and system in words, IP
 * address, how it signed in, when; 'This device' marks the current one), signing out one of
 * them or all the others (each after a confirmation dialog), and a link to the activity log.
 * A signed-out device's next request is refused by the server. A guest sees a sign-in prompt.
 *
 * @data SecuritySession[] - The devices, as user/sessions answers (what the screen fetches on
 *   mount, not fetched again; `current` marks the session the page was asked for with; times in
 *   UTC until hydrated): drawn by the server for a page asked for with a session; without data
 *   the server draws the guest's sign-in prompt.
 *
 * @csspart base - The screen.
 * @csspart sessions - The list of devices.
 * @csspart session - One device.
 * @csspart current - The 'This device' mark.
 * @csspart revoke - A device's sign-out button.
 * @csspart revoke-all - The 'Sign out all other devices' button.
 * @csspart dialog - The confirmation dialog.
 * @csspart dialog-cancel - Its Cancel button.
 * @csspart dialog-confirm - Its Sign out button.
 * @csspart done - What was just signed out.
 * @csspart form-error - A sign-out that failed.
 * @csspart activity-link - The link to the activity log.
 * @csspart loading - The loading line.
 * @csspart problem - A failed load, with its retry button.
 * @csspart signin - The guest's prompt.
 *
 * @cssproperty --shop-primary-color - Links and the 'This device' mark.
 * @cssproperty --shop-error-color - The sign-out buttons.
 * @cssproperty --shop-border-color - The list's lines.
 *
 * @event shop:session-revoke - Devices were signed out; detail `{ids}`.
 */
import { useEffect, useRef, useState } from 'react';
import type { SecuritySession } from '../../runtime/api/types';
import { listSessions, revokeOtherSessions, revokeSession } from '../../runtime/api/user';
import { methodWords } from '../../runtime/activity';
import { shopHref } from '../../runtime/shop-address';
import { describeDevice } from '../../runtime/user-agent';
import { userHref } from '../../runtime/user-area';
import { ConfirmDialog, type ConfirmDialogParts } from '../shared/confirm-dialog';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import type { PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { failureMessage, useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';
import { LoadProblem, Loading, useDateTime, useSignedIn } from '../user/parts';

export const userSecurityProps = {};

export type UserSecurityProps = PropsOf<typeof userSecurityProps>;

const dialogParts: ConfirmDialogParts = { dialog: 'dialog', cancel: 'dialog-cancel', confirm: 'dialog-confirm' };

export function UserSecurity(_props: UserSecurityProps) {
  const signedIn = useSignedIn();
  return signedIn ? <Sessions /> : <SignInPrompt button />;
}

/** The device in words: 'Chrome on Windows', or whichever half is known. */
function useDeviceName() {
  const { t } = useT();
  return (userAgent: string) => {
    const { browser, system } = describeDevice(userAgent);
    if (browser && system) return t('security.deviceOn', browser, system);
    return browser ?? system ?? t('security.unknownDevice');
  };
}

type Pending = { kind: 'one'; session: SecuritySession } | { kind: 'others' };

function Sessions() {
  const { t } = useT();
  const host = useHost();
  const dateTime = useDateTime();
  const deviceName = useDeviceName();
  const [version, setVersion] = useState(0);
  const { state, retry } = useListing(`sessions-${version}`, (signal) => listSessions({ signal }), useElementData<SecuritySession[]>());
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const statusLine = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  // After the render an action ends with; the dialog's own effects (a child's) have run first.
  useEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    statusLine.current?.focus();
  });

  if (!state.data) {
    if (state.status === 'error') return <LoadProblem message={t('security.loadFailed', state.message)} onRetry={retry} />;
    return <Loading />;
  }
  const sessions = state.data;
  const others = sessions.filter((session) => !session.current);

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    setError('');
    setDone('');
    try {
      if (pending.kind === 'one') {
        await revokeSession(pending.session.id);
        setDone(t('security.revoked', deviceName(pending.session.device)));
        emit(host, 'shop:session-revoke', { ids: [pending.session.id] });
      } else {
        await revokeOtherSessions(others);
        setDone(t('security.revokedAll'));
        emit(host, 'shop:session-revoke', { ids: others.map((session) => session.id) });
      }
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
      setPending(undefined);
      setVersion((n) => n + 1);
      // The button that opened the dialog is gone with its device: say what happened, there
      // (after the commit that closes the dialog: its own effect puts focus back on the opener).
      focusStatus.current = true;
    }
  };

  return (
    <div part="base" className="screen">
      <section className="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="heading">
          {t('security.sessions')}
        </h2>
        <p ref={statusLine} tabIndex={-1} part="done" className="status" role="status">
          {done}
        </p>
        {error && (
          <p part="form-error" className="form-error" role="alert">
            {error}
          </p>
        )}
        {state.status === 'error' && <LoadProblem message={t('security.loadFailed', state.message)} onRetry={retry} />}
        <ul part="sessions" className={state.status === 'loading' ? 'sessions stale' : 'sessions'} aria-busy={state.status === 'loading' || undefined}>
          {sessions.map((session) => {
            const name = deviceName(session.device);
            const method = methodWords(session.method);
            const nameId = `session-${session.id}`;
            return (
              <li key={session.id} part="session" className="session">
                <div className="session-head">
                  <h3 id={nameId} className="device">
                    {name}
                  </h3>
                  {session.current && (
                    <span part="current" className="badge">
                      {t('security.thisDevice')}
                    </span>
                  )}
                </div>
                <dl className="facts">
                  <div>
                    <dt>{t('security.ip')}</dt>
                    <dd>{session.ip}</dd>
                  </div>
                  <div>
                    <dt>{t('security.method')}</dt>
                    <dd>{t(method.key, ...method.args)}</dd>
                  </div>
                  <div>
                    <dt>{t('security.time')}</dt>
                    <dd>
                      <time dateTime={session.createdAt}>{dateTime(session.createdAt)}</time>
                    </dd>
                  </div>
                </dl>
                {!session.current && (
                  <button type="button" part="revoke" className="button danger" aria-label={t('security.revokeDevice', name)} aria-describedby={nameId} onClick={() => setPending({ kind: 'one', session })}>
                    {t('security.revoke')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <div className="actions">
          {others.length > 0 ? (
            <button type="button" part="revoke-all" className="button danger" onClick={() => setPending({ kind: 'others' })}>
              {t('security.revokeAll')}
            </button>
          ) : (
            <p className="muted">{t('security.onlyThis')}</p>
          )}
        </div>
      </section>
      <p className="muted">
        <a part="activity-link" className="link" href={shopHref(userHref('security/activity'))}>
          {t('security.activityLink')}
        </a>
      </p>
      <ConfirmDialog
        open={pending !== undefined}
        title={pending?.kind === 'one' ? t('security.revokeTitle') : t('security.revokeAllTitle')}
        message={pending?.kind === 'one' ? t('security.revokeText', deviceName(pending.session.device), pending.session.ip) : t('security.revokeAllText')}
        confirmLabel={pending?.kind === 'others' ? t('security.revokeAll') : t('security.revoke')}
        cancelLabel={t('security.cancel')}
        busy={busy}
        parts={dialogParts}
        onConfirm={confirm}
        onCancel={() => !busy && setPending(undefined)}
      />
    </div>
  );
}
