/**
 * The strength hint under a new password: three bars and the word (weak, fair, strong), so it
 * never relies on colour alone; before anything is typed it states the rule (at least 8
 * characters). The bars are an ARIA meter named by the visible text. Not a live region: the
 * shopper hears it when they move to it, not on every key.
 */
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../runtime/constants';
import { passwordStrength } from './auth-form';
import type { AuthForm } from './auth-use-form';
import { useT } from './use-t';

const LEVEL = { weak: 1, fair: 2, strong: 3 } as const;
const WORD = { weak: 'auth.strengthWeak', fair: 'auth.strengthFair', strong: 'auth.strengthStrong' } as const;

export function PasswordStrength({ password }: { password: string }) {
  const { t } = useT();
  const id = useId();
  const strength = password ? passwordStrength(password) : undefined;
  const level = strength ? LEVEL[strength] : 0;
  const word = strength ? t(WORD[strength]) : '';
  return (
    <div part="strength" className="strength" data-strength={strength ?? 'none'}>
      <span className="bars" role="meter" aria-valuemin={0} aria-valuemax={3} aria-valuenow={level} aria-valuetext={word || t('auth.passwordRule', PASSWORD_MIN_LENGTH)} aria-labelledby={`${id}-text`}>
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={bar <= level ? 'bar on' : 'bar'} />
        ))}
      </span>
      <span id={`${id}-text`} className="strength-text">
        {strength ? t('auth.strength', word) : t('auth.passwordRule', PASSWORD_MIN_LENGTH)}
      </span>
    </div>
  );
}

export interface NewPassword {
  /** The password as typed so far (for the strength hint). */
  value: string;
  /** The password now, read from the element (a submit can come before the re-render). */
  current(): string;
  /** The form's onInput: clears the edited field's error and follows the password. */
  edited(event: FormEvent): void;
}

/** The new password of a form that shows its strength (sign-up, reset). */
export function useNewPassword<F extends string>(form: AuthForm<F>): NewPassword {
  const [password, setPassword] = useState('');
  return {
    value: password,
    current: () => form.control<HTMLElement & { value: string }>('password' as F)?.value ?? password,
    edited(event) {
      form.edited(event);
      const target = event.target as HTMLElement & { value?: string };
      if (target.localName === 'shop-password-input') setPassword(target.value ?? '');
    },
  };
}
