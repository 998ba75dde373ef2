/**
 * What the account forms (shop-signin, shop-signup, shop-forgot-password, shop-reset-password)
 * decide without rendering: which kind of account is being typed, the spec's checks (section 5)
 * as message keys, the request body for an account, the password strength hint and the
 * single-use slide pass.
 */
import { PASSWORD_MIN_LENGTH } from '../../runtime/constants';
import type { MessageKey } from '../../runtime/i18n';
import * as rules from '../../runtime/validation';

/** What is typed is all digits: a mobile number, so a country code goes with it. */
export const looksLikeMobile = (account: string): boolean => /^\d+$/.test(account.trim());

/** The country code a mobile number starts with (the shop's home market). */
export const DEFAULT_COUNTRY_CODE = '+86';
export const DEFAULT_REGION = 'CN';

/** A message key and its arguments, worded by the component through t(). */
export interface Problem {
  key: MessageKey;
  args?: (string | number)[];
}

const issue = (schema: Parameters<typeof rules.firstIssue>[0], value: string): Problem | undefined => {
  const found = rules.firstIssue(schema, value);
  return found ? { key: found.key, args: found.args } : undefined;
};

/** 'Email/Mobile number is required', then 'Account format error'. */
export const checkAccount = (value: string): Problem | undefined => issue(rules.account, value);
/** 'Country code is required' (only asked for a mobile number). */
export const checkCountryCode = (account: string, code: string): Problem | undefined => (looksLikeMobile(account) ? issue(rules.countryCode, code) : undefined);
export const checkPassword = (value: string): Problem | undefined => issue(rules.password, value);
export const checkCode = (value: string): Problem | undefined => issue(rules.verificationCode, value);
export const checkFirstName = (value: string): Problem | undefined => issue(rules.firstName, value);
export const checkLastName = (value: string): Problem | undefined => issue(rules.lastName, value);
/** A new password: required, then at least PASSWORD_MIN_LENGTH characters ('{0} must be at least {1} characters'). */
export function checkNewPassword(value: string, label: string): Problem | undefined {
  return checkPassword(value) ?? (value.length < PASSWORD_MIN_LENGTH ? { key: 'field.tooShort', args: [label, PASSWORD_MIN_LENGTH] } : undefined);
}

/** The account part of every auth request: trimmed, with the country code only for a mobile number. */
export function accountBody(account: string, countryCode: string): { account: string; countryCode?: string } {
  const trimmed = account.trim();
  return looksLikeMobile(trimmed) ? { account: trimmed, countryCode: countryCode.trim() } : { account: trimmed };
}

export type Strength = 'weak' | 'fair' | 'strong';

/**
 * A hint, not a rule (the server asks only for the minimum length): short passwords or ones
 * of a single kind of character are weak; 12 or more characters of three kinds are strong.
 */
export function passwordStrength(password: string): Strength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (password.length < PASSWORD_MIN_LENGTH || kinds < 2) return 'weak';
  if (password.length >= 12 && kinds >= 3) return 'strong';
  return 'fair';
}

/**
 * The slide pass from shop-slide-verify: it goes with the next request that takes one and is
 * then dropped, because the server accepts it once.
 */
export class SlidePass {
  private pass: string | undefined;

  set(pass: string): void {
    this.pass = pass;
  }

  get held(): boolean {
    return this.pass !== undefined;
  }

  /** `{slide}` for the next request body (once), or nothing. */
  take(): { slide?: string } {
    const pass = this.pass;
    this.pass = undefined;
    return pass ? { slide: pass } : {};
  }

  clear(): void {
    this.pass = undefined;
  }
}
