/**
 * @summary Account settings: change the e-mail or the mobile number (a code is sent to the new
 * one; 'Send code', then a 60 s countdown before 'Resend'), and change the password (the
 * current one and a new one with a strength hint; the other devices are then signed out).
 * The spec's messages for empty and malformed entries, and the server's refusals, are shown at
 * their field. A guest sees a sign-in prompt.
 *
 * The code button and the strength hint are the account forms' own
 * (widgets/shared/auth-code-button.tsx, auth-password-strength.tsx).
 *
 * @data UserInfo - The signed-in shopper, as user/info answers (what the screen fetches on
 *   mount, not fetched again; its e-mail and mobile are the current ones the forms name):
 *   drawn by the server for a page asked for with a session; without data the server draws
 *   the guest's sign-in prompt.
 *
 * @csspart base - The screen.
 * @csspart email - The e-mail form.
 * @csspart mobile - The mobile number form.
 * @csspart password - The password form.
 * @csspart input - Each field.
 * @csspart send-code - The code buttons.
 * @csspart strength - The new password's strength hint.
 * @csspart submit - Each form's button.
 * @csspart done - A form's success message.
 * @csspart form-error - A failure that belongs to no field (too many requests, no connection).
 * @csspart error - A field's error text.
 * @csspart loading - The loading line.
 * @csspart problem - A failed load, with its retry button.
 * @csspart signin - The guest's prompt.
 *
 * @cssproperty --shop-primary-color - Buttons.
 * @cssproperty --shop-error-color - Errors.
 * @cssproperty --shop-success-color - Success messages.
 *
 * @event shop:account-update - A change went through; detail `{part: 'email'|'mobile'|'password'}`.
 */
import { useState, type FormEvent } from 'react';
import type { UserInfo } from '../../runtime/api/types';
import { editEmail, editMobile, editPassword, sendChangeCode, userInfo } from '../../runtime/api/user';
import { $userInfo } from '../../runtime/session';
import * as rules from '../../runtime/validation';
import { CodeButton } from '../shared/auth-code-button';
import { checkCode, checkNewPassword, checkPassword } from '../shared/auth-form';
import { PasswordStrength } from '../shared/auth-password-strength';
import { useAuthForm } from '../shared/auth-use-form';
import { emit } from '../shared/emit';
import { Field } from '../shared/field';
import { useHost } from '../shared/host';
import type { PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { useBrowserStore } from '../shared/use-browser-store';
import { useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';
import { FormEnd, LoadProblem, Loading, useSignedIn } from '../user/parts';

export const userAccountProps = {};

export type UserAccountProps = PropsOf<typeof userAccountProps>;

async function loadUser(signal: AbortSignal): Promise<UserInfo> {
  const user = await userInfo({ signal });
  $userInfo.set(user);
  return user;
}

export function UserAccount(_props: UserAccountProps) {
  const signedIn = useSignedIn();
  return signedIn ? <Settings /> : <SignInPrompt button />;
}

function Settings() {
  const { t } = useT();
  const { state, retry } = useListing('account', loadUser, useElementData<UserInfo>());
  if (!state.data) {
    if (state.status === 'error') return <LoadProblem message={t('user.loadFailed', state.message)} onRetry={retry} />;
    return <Loading />;
  }
  return (
    <div part="base" className="screen">
      <ChangeAccount kind="email" loaded={state.data} />
      <ChangeAccount kind="mobile" loaded={state.data} />
      <ChangePassword />
    </div>
  );
}

type AccountField = 'account' | 'code';
const ACCOUNT_FIELDS = ['account', 'code'] as const;

const KIND = {
  email: { title: 'security.changeEmail', label: 'security.newEmail', done: 'security.emailChanged', rule: rules.email, save: editEmail, type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobile: { title: 'security.changeMobile', label: 'security.newMobile', done: 'security.mobileChanged', rule: rules.mobile, save: editMobile, type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
} as const;

function ChangeAccount({ kind, loaded }: { kind: 'email' | 'mobile'; loaded: UserInfo }) {
  const { t } = useT();
  const host = useHost();
  // The stored user (a change saved here or on another screen) once hydrated; the loaded one until then.
  const user = useBrowserStore($userInfo, null) ?? loaded;
  const words = KIND[kind];
  const [values, setValues] = useState<Record<AccountField, string>>({ account: '', code: '' });
  const [done, setDone] = useState('');
  const form = useAuthForm(ACCOUNT_FIELDS);
  const { errors } = form;
  const current = kind === 'email' ? user.email : user.mobile;

  const checkAccount = (value: string) => rules.firstIssue(words.rule, value);

  const sendCode = async (): Promise<boolean> => {
    setDone('');
    if (!form.check({ account: checkAccount(values.account) })) return false;
    const sent = await form.run(
      async () => {
        await sendChangeCode({ account: values.account.trim(), purpose: kind === 'email' ? 'change-email' : 'change-mobile' });
      },
      { busy: false },
    );
    if (sent) form.control('code')?.focus();
    return sent;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    setDone('');
    if (!form.check({ account: checkAccount(values.account), code: checkCode(values.code) })) return;
    await form.run(async () => {
      const account = values.account.trim();
      $userInfo.set(await words.save({ account, code: values.code.trim() }));
      setValues({ account: '', code: '' });
      setDone(t(words.done, account));
      emit(host, 'shop:account-update', { part: kind });
    });
  };

  const change = (field: AccountField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clear(field);
  };
  const titleId = `${kind}-title`;

  return (
    <form part={kind} className="card form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h2 id={titleId} className="heading">
        {t(words.title)}
      </h2>
      <p className="muted">{t('security.current', current || t('security.notSet'))}</p>
      <Field label={t(words.label)} required error={errors.account} hint={t('security.codeHint')}>
        {(aria) => (
          <input
            {...aria}
            ref={form.field('account')}
            part="input"
            className="input"
            type={words.type}
            name={kind}
            autoComplete={words.autoComplete}
            inputMode={words.inputMode}
            value={values.account}
            onChange={(event) => change('account', event.currentTarget.value)}
          />
        )}
      </Field>
      <div className="code-row">
        <Field label={t('security.code')} required error={errors.code}>
          {(aria) => (
            <input
              {...aria}
              ref={form.field('code')}
              part="input"
              className="input"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={values.code}
              onChange={(event) => change('code', event.currentTarget.value)}
            />
          )}
        </Field>
        <CodeButton send={sendCode} />
      </div>
      <FormEnd busy={form.busy} label={t(words.title)} busyLabel={t('security.saving')} done={done} error={form.formError} />
    </form>
  );
}

type PasswordField = 'oldPassword' | 'password';
const PASSWORD_FIELDS = ['oldPassword', 'password'] as const;

function ChangePassword() {
  const { t } = useT();
  const host = useHost();
  const [values, setValues] = useState<Record<PasswordField, string>>({ oldPassword: '', password: '' });
  const [done, setDone] = useState(false);
  const form = useAuthForm(PASSWORD_FIELDS);
  const { errors } = form;
  const newLabel = t('security.newPassword');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    setDone(false);
    if (!form.check({ oldPassword: checkPassword(values.oldPassword), password: checkNewPassword(values.password, newLabel) })) return;
    await form.run(async () => {
      await editPassword({ oldPassword: values.oldPassword, password: values.password });
      setValues({ oldPassword: '', password: '' });
      setDone(true);
      emit(host, 'shop:account-update', { part: 'password' });
    });
  };

  const change = (field: PasswordField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clear(field);
  };

  return (
    <form part="password" className="card form" aria-labelledby="password-title" noValidate onSubmit={submit}>
      <h2 id="password-title" className="heading">
        {t('security.changePassword')}
      </h2>
      <Field label={t('security.oldPassword')} required error={errors.oldPassword}>
        {(aria) => <input {...aria} ref={form.field('oldPassword')} part="input" className="input" type="password" name="oldPassword" autoComplete="current-password" value={values.oldPassword} onChange={(event) => change('oldPassword', event.currentTarget.value)} />}
      </Field>
      <Field label={newLabel} required error={errors.password}>
        {(aria) => <input {...aria} ref={form.field('password')} part="input" className="input" type="password" name="password" autoComplete="new-password" value={values.password} onChange={(event) => change('password', event.currentTarget.value)} />}
      </Field>
      <PasswordStrength password={values.password} />
      <FormEnd busy={form.busy} label={t('security.changePassword')} busyLabel={t('security.saving')} done={done ? t('security.passwordChanged') : ''} error={form.formError} />
    </form>
  );
}
