/**
 * The spec's validation rules (section 5), written once with valibot and used by the forms
 * in the browser and by the demo server. valibot because it is small and tree-shakable: a
 * page pays only for the rules it uses.
 *
 * Issues carry a message key and its arguments, not text, so each side words them in its
 * language: the browser through t(), the server through the same locale files.
 */
import * as v from 'valibot';
import type { MessageKey } from './i18n';

/** Mobile number: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;
/** E-mail: word characters and hyphens, optional dotted parts, an @, then a domain with at least one dot. */
export const EMAIL_PATTERN = /^[\w-]+(?:\.[\w-]+)*@[\w-]+(?:\.[\w-]+)+$/;

/** A message key and its {0}, {1}... arguments, carried as a valibot issue message. */
export interface MessageRef {
  key: MessageKey;
  args?: string[];
}

export const message = (key: MessageKey, ...args: string[]): string => JSON.stringify({ key, args } satisfies MessageRef);

/** Reads back what message() wrote; a plain text message becomes http.unknown with no args. */
export function messageRef(text: string): MessageRef {
  try {
    const ref = JSON.parse(text) as MessageRef;
    if (ref && typeof ref.key === 'string') return ref;
  } catch {
    /* not one of ours */
  }
  return { key: 'http.unknown' };
}

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** A required text field: '{0} is required' when empty (after trimming). */
export const required = (label: string) => v.pipe(v.string(message('validation.required', label)), v.trim(), v.nonEmpty(message('validation.required', label)));

/** The sign-in account: e-mail or mobile number. */
export const account = v.pipe(
  v.string(message('validation.accountRequired')),
  v.trim(),
  v.nonEmpty(message('validation.accountRequired')),
  v.check((value) => isEmail(value) || isMobile(value), message('validation.accountFormat')),
);

export const email = v.pipe(v.string(message('validation.accountRequired')), v.trim(), v.nonEmpty(message('validation.accountRequired')), v.regex(EMAIL_PATTERN, message('validation.accountFormat')));
/**
 * A guest order's contact e-mail: 'email is required' when empty, and the e-mail field's own
 * 'Please enter a valid e-mail address' when malformed (what shop-input type=email says).
 */
export const contactEmail = v.pipe(
  v.string(message('validation.required', 'email')),
  v.trim(),
  v.nonEmpty(message('validation.required', 'email')),
  v.maxLength(254, message('field.emailFormat')),
  v.regex(EMAIL_PATTERN, message('field.emailFormat')),
);
export const mobile = v.pipe(v.string(message('validation.accountRequired')), v.trim(), v.nonEmpty(message('validation.accountRequired')), v.regex(MOBILE_PATTERN, message('validation.accountFormat')));
export const password = v.pipe(v.string(message('validation.passwordRequired')), v.nonEmpty(message('validation.passwordRequired')));
export const verificationCode = v.pipe(v.string(message('validation.codeRequired')), v.trim(), v.nonEmpty(message('validation.codeRequired')));

/**
 * The longest text each kind of field takes (issue 14: a 1,000,000-character first name was
 * stored). The server refuses longer; forms can show them (maxlength).
 */
export const MAX_LENGTH = {
  name: 60,
  nickName: 40,
  bio: 500,
  province: 100,
  city: 100,
  area: 100,
  postalCode: 20,
  /** A calling code such as "+86" or "+1 684". */
  countryCode: 8,
  addressLine: 200,
  review: 2000,
  comment: 2000,
  inquiryName: 100,
  inquiry: 5000,
} as const;

/** At most `max` characters: '{0} can be at most {1} characters'. */
export const maxText = (label: string, max: number) => v.maxLength<string, number, string>(max, message('validation.tooLong', label, String(max)));

/** A required text field of at most `max` characters. */
export const requiredText = (label: string, max: number) => v.pipe(required(label), maxText(label, max));

export const countryCode = v.pipe(v.string(message('validation.countryCodeRequired')), v.trim(), v.nonEmpty(message('validation.countryCodeRequired')), maxText('countryCode', MAX_LENGTH.countryCode));

export const firstName = v.pipe(v.string(message('validation.firstNameRequired')), v.trim(), v.nonEmpty(message('validation.firstNameRequired')), maxText('First name', MAX_LENGTH.name));
export const lastName = v.pipe(v.string(message('validation.lastNameRequired')), v.trim(), v.nonEmpty(message('validation.lastNameRequired')), maxText('Last name', MAX_LENGTH.name));

/** A calendar date written YYYY-MM-DD that exists (2024-02-29 does, 2024-02-30 and 2023-02-29 do not). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real date (isRealDate): '{0} must be a real date (YYYY-MM-DD)'. */
export const realDate = (label: string) => v.pipe(v.string(message('validation.date', label)), v.trim(), v.check(isRealDate, message('validation.date', label)));

/** The first problem with `input`, as a message reference and the field it belongs to. */
export function firstIssue<S extends v.GenericSchema>(schema: S, input: unknown): (MessageRef & { field?: string }) | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.');
  return { ...messageRef(issue.message), ...(field ? { field } : {}) };
}

/** A card payment's fields, as typed. */
export interface CardInput {
  card: string;
  expiry: string;
  cvc: string;
}

/** The field a card payment's input is refused at, and why (a message key). */
export interface CardProblem {
  field: keyof CardInput;
  key: MessageKey;
}

/** The card number without the spaces and dashes a shopper types to group it. */
export const cardDigits = (card: string): string => card.replace(/[\s-]/g, '');

/**
 * What is wrong with a card payment's input, field by field (none: it may be sent): the number
 * 12 to 19 digits, the expiry MM/YY (or MM/YYYY) and not before this month (a card is good
 * through the last day of its month), the security code 3 or 4 digits. The browser checks
 * before paying and the server again, with the same words.
 */
export function cardProblems(input: CardInput, today: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  if (!/^\d{12,19}$/.test(cardDigits(input.card))) problems.push({ field: 'card', key: 'payment.cardInvalid' });
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  if (!expiry) problems.push({ field: 'expiry', key: 'payment.expiryInvalid' });
  else {
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (year * 12 + Number(expiry[1]) - 1 < today.getUTCFullYear() * 12 + today.getUTCMonth()) problems.push({ field: 'expiry', key: 'payment.expired' });
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) problems.push({ field: 'cvc', key: 'payment.cvcInvalid' });
  return problems;
}
