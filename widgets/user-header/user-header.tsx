/**
 * @summary The user area's header: the shopper's picture (or their initial), name, e-mail and
 * mobile number, and a sign-out button (the server ends the session first, then the page
 * reloads signed out). It shows the stored user info at once and refreshes it from the server
 * (user/info), so a new name or picture saved on another screen or tab appears here too.
 * A guest sees a short sign-in prompt with a link to the sign-in page (which brings them back).
 *
 * @data {user, signOutAction?} - The signed-in shopper (as user/info answers): drawn by the
 *   server for a page asked for with a session; without data the server draws the guest's
 *   prompt. `signOutAction`: where a form posts to sign out without JavaScript (the button
 *   needs it); the form shows only where scripting is off.
 *
 *
 * @csspart base - The header box.
 * @csspart avatar - The picture, or the circle with the initial.
 * @csspart name - The shopper's name.
 * @csspart contact - The e-mail and mobile number line.
 * @csspart signout - The sign-out button.
 * @csspart signin - The guest's prompt.
 * @csspart signin-link - The guest's sign-in link.
 *
 * @cssproperty --shop-primary-color - The initial's circle and the buttons.
 * @cssproperty --shop-desc-color - The contact line.
 *
 * @event shop:user-signout - The shopper pressed sign-out (before the page reloads).
 */
import { useEffect, useState } from 'react';
import type { UserInfo } from '../../runtime/api/types';
import { userInfo } from '../../runtime/api/user';
import { signOut } from '../../runtime/auth';
import { $userInfo } from '../../runtime/session';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import type { PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useBrowserStore } from '../shared/use-browser-store';
import { SignInPrompt } from '../shared/signin-prompt';
import { useT } from '../shared/use-t';
import { displayName, useSignedIn } from '../user/parts';
import { shopFile } from '../../runtime/shop-address';

export const userHeaderProps = {};

export type UserHeaderProps = PropsOf<typeof userHeaderProps>;

/** The stored info at once, then the server's; a failure keeps the stored one (the client toasts). */
export function useFreshUserInfo(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    userInfo({ signal: controller.signal, quiet: true }).then(
      (user) => $userInfo.set(user),
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn]);
}

export function Avatar({ src, name }: { src?: string; name: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  // Decorative: the name is written next to it.
  if (src && !broken) return <img part="avatar" className="avatar" src={shopFile(src)} alt="" width={56} height={56} onError={() => setBroken(true)} />;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <span part="avatar" className="avatar initial" aria-hidden="true">
      {initial}
    </span>
  );
}

export function UserHeader(_props: UserHeaderProps) {
  const { t } = useT();
  const host = useHost();
  const signedIn = useSignedIn();
  // The user the server drew the header for, until the browser's stored copy (then the
  // server's fresh one) takes over; the server's is the newer, so it becomes the stored one.
  const data = useElementData<{ user: UserInfo; signOutAction?: string }>();
  const served = data?.user ?? null;
  const user = useBrowserStore($userInfo, served) ?? served;
  useEffect(() => {
    if (served) $userInfo.set(served);
  }, [served]);
  const [leaving, setLeaving] = useState(false);
  useFreshUserInfo(signedIn);

  if (!signedIn) {
    return (
      <div part="base" className="header guest">
        <SignInPrompt button />
      </div>
    );
  }

  const name = user ? displayName(user) : '';
  const contact = user ? [user.email, user.mobile].filter(Boolean).join(' · ') : '';
  return (
    <div part="base" className="header">
      <Avatar src={user?.avatar || undefined} name={name} />
      <div className="who">
        <p part="name" className="name">
          {name}
        </p>
        {contact && (
          <p part="contact" className="contact">
            {contact}
          </p>
        )}
      </div>
      {data?.signOutAction && (
        <form className="no-script" method="post" action={data.signOutAction}>
          <button type="submit" className="button secondary">
            {t('user.signOut')}
          </button>
        </form>
      )}
      <button
        part="signout"
        type="button"
        className={data?.signOutAction ? 'button secondary scripted' : 'button secondary'}
        aria-disabled={leaving || undefined}
        aria-busy={leaving || undefined}
        onClick={() => {
          if (leaving) return;
          setLeaving(true);
          emit(host, 'shop:user-signout');
          void signOut();
        }}
      >
        {leaving ? t('user.signingOut') : t('user.signOut')}
      </button>
    </div>
  );
}
