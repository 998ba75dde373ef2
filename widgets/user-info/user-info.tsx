/**
 * @summary The profile: the picture (choose, preview, checked before sending, upload with
 * progress), the name (first and last, the spec's messages), and nickname, bio and birthday.
 * A picture must be PNG, JPEG, GIF or WebP and at most 2 MB: anything else is refused at the
 * field before any request; the server checks the bytes again and its refusal is shown at the
 * field too. Saved changes go into the stored user info, so shop-user-header shows the new
 * picture and name at once. A guest sees a sign-in prompt.
 *
 * @data UserInfo - The signed-in shopper, as user/info answers (what the screen fetches on
 *   mount, not fetched again): drawn by the server for a page asked for with a session, the
 *   forms filled in; without data the server draws the guest's sign-in prompt.
 *
 * @csspart base - The screen.
 * @csspart avatar - The current picture (or initial).
 * @csspart picker - The file chooser: its button and what is chosen.
 * @csspart file - The native file input (visually hidden; it has the focus).
 * @csspart choose - The button-styled label that opens the chooser.
 * @csspart chosen - What is chosen ('No picture chosen', or its name).
 * @csspart preview - The chosen picture before it is sent.
 * @csspart progress - The upload's progress bar.
 * @csspart upload - The upload button.
 * @csspart names - The name form.
 * @csspart about - The nickname, bio and birthday form.
 * @csspart input - Each text field.
 * @csspart submit - Each save button.
 * @csspart done - A saved message.
 * @csspart form-error - A failure that belongs to no field.
 * @csspart error - A field's error text.
 * @csspart loading - The loading line.
 * @csspart problem - A failed load, with its retry button.
 * @csspart signin - The guest's prompt.
 *
 * @cssproperty --shop-primary-color - Buttons and the progress bar.
 * @cssproperty --shop-error-color - Errors.
 * @cssproperty --shop-success-color - Saved messages.
 *
 * @event shop:profile-update - A save went through; detail `{user, part: 'avatar'|'name'|'about'}`.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { UserInfo } from '../../runtime/api/types';
import { editAvatar, editInfo, editName, userInfo } from '../../runtime/api/user';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, checkAvatar } from '../../runtime/avatar';
import { $userInfo } from '../../runtime/session';
import { checkFirstName, checkLastName } from '../shared/auth-form';
import { refusalOf } from '../shared/auth-refusal';
import { useAuthForm } from '../shared/auth-use-form';
import { emit } from '../shared/emit';
import { Field } from '../shared/field';
import { FilePicker } from '../shared/file-picker';
import { useHost } from '../shared/host';
import type { PropsOf } from '../shared/props';
import { SignInPrompt } from '../shared/signin-prompt';
import { useElementData } from '../shared/render-context';
import { useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';
import { Avatar } from '../user-header/user-header';
import { displayName, FormEnd, LoadProblem, Loading, useSignedIn } from '../user/parts';

export const userInfoProps = {};

export type UserInfoProps = PropsOf<typeof userInfoProps>;

const NICKNAME_MAX = 40;
const BIO_MAX = 500;

async function loadUser(signal: AbortSignal): Promise<UserInfo> {
  const user = await userInfo({ signal });
  $userInfo.set(user);
  return user;
}

export function UserInfoScreen(_props: UserInfoProps) {
  const signedIn = useSignedIn();
  return signedIn ? <Profile /> : <SignInPrompt button />;
}

function Profile() {
  const { t } = useT();
  const { state, retry } = useListing('profile', loadUser, useElementData<UserInfo>());
  if (!state.data) {
    if (state.status === 'error') return <LoadProblem message={t('user.loadFailed', state.message)} onRetry={retry} />;
    return <Loading />;
  }
  return (
    <div part="base" className="screen">
      <AvatarForm user={state.data} />
      <NamesForm user={state.data} />
      <AboutForm user={state.data} />
    </div>
  );
}

function useSaved(host: HTMLElement, part: 'avatar' | 'name' | 'about') {
  return (user: UserInfo) => {
    $userInfo.set(user);
    emit(host, 'shop:profile-update', { user, part });
  };
}

function AvatarForm({ user }: { user: UserInfo }) {
  const { t, locale } = useT();
  const host = useHost();
  const saved = useSaved(host, 'avatar');
  const input = useRef<HTMLInputElement>(null);
  const [avatar, setAvatar] = useState(user.avatar);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [done, setDone] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const limit = useMemo(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(AVATAR_MAX_BYTES / 1024 / 1024), [locale]);
  const uploading = progress !== undefined;

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = (chosen: File | undefined) => {
    setDone(false);
    setError(undefined);
    if (!chosen) return setFile(undefined);
    const problem = checkAvatar(chosen);
    if (problem) {
      setFile(undefined);
      setError(problem.key === 'profile.avatarSize' ? t(problem.key, limit) : t(problem.key));
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus) input.current?.focus();
  }, [refocus]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || uploading) return;
    setError(undefined);
    setProgress(0);
    controller.current = new AbortController();
    try {
      const answer = await editAvatar(file, { signal: controller.current.signal, onProgress: ({ fraction }) => setProgress(Math.round(fraction * 100)) });
      setAvatar(answer.avatar);
      setFile(undefined);
      if (input.current) input.current.value = '';
      setDone(true);
      saved(answer);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(refusalOf(failure, ['file'], t('http.unknown')).message);
      setProgress(undefined);
      // The field is disabled while sending: focus it after the render that enables it again.
      setRefocus((n) => n + 1);
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form className="card" aria-labelledby="avatar-title" noValidate onSubmit={send}>
      <h2 id="avatar-title" className="heading">
        {t('profile.avatar')}
      </h2>
      <div className="avatar-row">
        {preview ? (
          <img part="preview" className="avatar preview" src={preview} alt={t('profile.avatarPreview')} width={96} height={96} />
        ) : (
          <Avatar src={avatar || undefined} name={displayName(user)} />
        )}
        {/* The label's words are the button's (the shared chooser); the card's heading is above. */}
        <Field label={t('profile.avatarChoose')} hideLabel hint={t('profile.avatarHint', limit)} error={error}>
          {(aria, labelId) => (
            <FilePicker
              control={aria}
              labelId={labelId}
              inputRef={input}
              name="file"
              accept={AVATAR_TYPES.join(',')}
              disabled={uploading}
              button={t('profile.avatarChoose')}
              chosen={file?.name ?? t('profile.avatarNone')}
              onChange={(event) => choose(event.currentTarget.files?.[0])}
            />
          )}
        </Field>
      </div>
      {uploading && <progress part="progress" className="progress" max={100} value={progress} aria-label={t('profile.avatarUploading')} />}
      {file && (
        <div className="actions">
          <button part="upload submit" type="submit" className="button" disabled={uploading} aria-busy={uploading || undefined}>
            {t('profile.avatarUpload')}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              controller.current?.abort();
              choose(undefined);
              if (input.current) input.current.value = '';
              input.current?.focus();
            }}
          >
            {t('profile.avatarCancel')}
          </button>
        </div>
      )}
      <p part="done" className="status" role="status">
        {done ? t('profile.avatarSaved') : ''}
      </p>
    </form>
  );
}

type NameField = 'firstName' | 'lastName';
const NAME_FIELDS = ['firstName', 'lastName'] as const;

function NamesForm({ user }: { user: UserInfo }) {
  const { t } = useT();
  const host = useHost();
  const saved = useSaved(host, 'name');
  const [values, setValues] = useState<Record<NameField, string>>({ firstName: user.firstName, lastName: user.lastName });
  const [done, setDone] = useState(false);
  const form = useAuthForm(NAME_FIELDS);
  const { errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    setDone(false);
    if (!form.check({ firstName: checkFirstName(values.firstName), lastName: checkLastName(values.lastName) })) return;
    await form.run(async () => {
      saved(await editName({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }));
      setDone(true);
    });
  };

  const input = (field: NameField, label: string, autoComplete: string) => (
    <Field label={label} required error={errors[field]}>
      {(aria) => (
        <input
          {...aria}
          ref={form.field(field)}
          part="input"
          className="input"
          name={field}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((previous) => ({ ...previous, [field]: value }));
            form.clear(field);
          }}
        />
      )}
    </Field>
  );

  return (
    <form part="names" className="card form" aria-labelledby="names-title" noValidate onSubmit={submit}>
      <h2 id="names-title" className="heading">
        {t('profile.names')}
      </h2>
      <div className="pair">
        {input('firstName', t('profile.firstName'), 'given-name')}
        {input('lastName', t('profile.lastName'), 'family-name')}
      </div>
      <FormEnd busy={form.busy} label={t('profile.save')} busyLabel={t('profile.saving')} done={done ? t('profile.namesSaved') : ''} error={form.formError} />
    </form>
  );
}

type AboutField = 'nickName' | 'bio' | 'birthday';
const ABOUT_FIELDS = ['nickName', 'bio', 'birthday'] as const;

/** Today in the shopper's time zone, as the date input writes it (read in the browser, never during render). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function AboutForm({ user }: { user: UserInfo }) {
  const { t } = useT();
  const host = useHost();
  const saved = useSaved(host, 'about');
  const [values, setValues] = useState<Record<AboutField, string>>({ nickName: user.nickName, bio: user.bio, birthday: user.birthday });
  const [done, setDone] = useState(false);
  const form = useAuthForm(ABOUT_FIELDS);
  const { errors } = form;
  // The latest birthday the picker offers: the clock is the browser's, read once hydrated.
  const [latest, setLatest] = useState<string>();
  useEffect(() => setLatest(today()), []);

  const change = (field: AboutField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    setDone(false);
    if (!form.check({ birthday: values.birthday && values.birthday > today() ? { key: 'profile.birthdayFuture' } : undefined })) return;
    await form.run(async () => {
      saved(await editInfo({ nickName: values.nickName.trim(), bio: values.bio.trim(), birthday: values.birthday }));
      setDone(true);
    });
  };

  return (
    <form part="about" className="card form" aria-labelledby="about-title" noValidate onSubmit={submit}>
      <h2 id="about-title" className="heading">
        {t('profile.about')}
      </h2>
      <div className="pair">
        <Field label={t('profile.nickName')} error={errors.nickName}>
          {(aria) => <input {...aria} ref={form.field('nickName')} part="input" className="input" name="nickName" autoComplete="nickname" maxLength={NICKNAME_MAX} value={values.nickName} onChange={(event) => change('nickName', event.currentTarget.value)} />}
        </Field>
        <Field label={t('profile.birthday')} error={errors.birthday}>
          {(aria) => <input {...aria} ref={form.field('birthday')} part="input" className="input" type="date" name="birthday" autoComplete="bday" max={latest} value={values.birthday} onChange={(event) => change('birthday', event.currentTarget.value)} />}
        </Field>
      </div>
      <Field label={t('profile.bio')} hint={t('profile.bioHint', BIO_MAX)} error={errors.bio}>
        {(aria) => <textarea {...aria} ref={form.field('bio')} part="input" className="textarea" name="bio" maxLength={BIO_MAX} value={values.bio} onChange={(event) => change('bio', event.currentTarget.value)} />}
      </Field>
      <FormEnd busy={form.busy} label={t('profile.save')} busyLabel={t('profile.saving')} done={done ? t('profile.aboutSaved') : ''} error={form.formError} />
    </form>
  );
}
