/**
 * @summary The user area's header: the shopper's picture (or their initial), name, e-mail and
 * mobile number, and a sign-out button (the server ends the session first, then the page
 * reloads signed out). It shows the stored user info at once and refreshes it from the server
 * (user/info), so a new name or picture saved on another screen or tab appears here too.
 * A guest sees a short sign-in prompt with a link to the sign-in page (which brings them back).
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
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
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { userInfo } from '../../runtime/api/user';
import { signOut } from '../../runtime/auth';
import { $userInfo } from '../../runtime/session';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import type { PropsOf } from '../shared/props';
import { SignInPrompt } from '../shared/signin-prompt';
import { useT } from '../shared/use-t';
import { displayName, useSignedIn } from '../user/parts';

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
  if (src && !broken) return <img part="avatar" className="avatar" src={src} alt="" width={56} height={56} onError={() => setBroken(true)} />;
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
  const user = useStore($userInfo);
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
      <button
        part="signout"
        type="button"
        className="button secondary"
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
