/**
 * @summary The activity log: what happened on the account, newest first (sign-ins and how,
 * sign-outs, password, e-mail and mobile changes, devices signed out, orders placed and
 * cancelled), each with its IP address and time. The same element is defined twice:
 * `<shop-user-log>` (the user/log route) and `<shop-user-security-activity>` (the
 * user/security/activity route, which adds a link back to security). A guest sees a sign-in
 * prompt.
 *
 * @attr {boolean} back-link - Shows a link back to the security screen (on by default for
 *   shop-user-security-activity).
 *
 * @data ActivityEntry[] - The entries, as user/log answers (what the screen fetches on mount,
 *   not fetched again; times written in UTC until hydrated): drawn by the server for a page
 *   asked for with a session; without data the server draws the guest's sign-in prompt.
 *
 * @csspart base - The screen.
 * @csspart list - The list of entries.
 * @csspart entry - One entry.
 * @csspart action - What happened.
 * @csspart meta - Where from and when.
 * @csspart back - The link back to security.
 * @csspart empty - 'No records'.
 * @csspart loading - The loading line.
 * @csspart problem - A failed load, with its retry button.
 * @csspart signin - The guest's prompt.
 *
 * @cssproperty --shop-border-color - The lines between entries.
 * @cssproperty --shop-desc-color - The IP address and time.
 */
import { activityLog } from '../../runtime/api/user';
import { actionWords } from '../../runtime/activity';
import { shopHref } from '../../runtime/shop-address';
import { userHref } from '../../runtime/user-area';
import type { ActivityEntry } from '../../runtime/api/types';
import { boolean, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';
import { LoadProblem, Loading, useDateTime, useSignedIn } from '../user/parts';

export const userLogProps = {
  backLink: boolean(),
};
export const userSecurityActivityProps = {
  backLink: boolean({ default: true }),
};

export type UserLogProps = PropsOf<typeof userLogProps>;

export function UserLog({ backLink }: UserLogProps) {
  const signedIn = useSignedIn();
  return signedIn ? <Log backLink={backLink} /> : <SignInPrompt button />;
}

function Log({ backLink }: UserLogProps) {
  const { t } = useT();
  const dateTime = useDateTime();
  const { state, retry } = useListing('log', (signal) => activityLog({ signal }), useElementData<ActivityEntry[]>());

  const back = backLink && (
    <p className="muted">
      <a part="back" className="link" href={shopHref(userHref('security'))}>
        {t('activity.securityLink')}
      </a>
    </p>
  );
  if (!state.data) {
    if (state.status === 'error') return <LoadProblem message={t('activity.loadFailed', state.message)} onRetry={retry} />;
    return <Loading />;
  }
  return (
    <div part="base" className="screen">
      {back}
      {state.data.length === 0 ? (
        <p part="empty" className="empty">
          {t('empty.records')}
        </p>
      ) : (
        <ol part="list" className="list">
          {state.data.map((entry, index) => {
            const words = actionWords(entry.action);
            const args = words.method ? [t(words.method.key, ...words.method.args)] : words.args;
            return (
              <li key={`${entry.createdAt}-${index}`} part="entry" className="entry">
                <span part="action" className="action">
                  {t(words.key, ...args)}
                </span>
                <span part="meta" className="meta">
                  <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                  <span>{t('activity.from', entry.ip)}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
