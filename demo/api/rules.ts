/**
 * The spec's validation rules, loaded from runtime/validation.ts so the server refuses exactly
 * what the browser forms refuse (one definition of "mobile" and "e-mail").
 *
 * Why the indirect import: runtime/ is type-checked with Bundler resolution and imports
 * './i18n' without an extension, which NodeNext (this side's tsconfig) rejects. Loading it by a
 * computed URL keeps tsc from following it; the shapes we use are declared here. When
 * runtime/validation.ts imports './i18n.ts' (asked for in issue 4's report), this becomes a
 * plain import.
 */
import type * as v from 'valibot';

type StringSchema = v.GenericSchema<string, string>;

export interface Rules {
  MOBILE_PATTERN: RegExp;
  EMAIL_PATTERN: RegExp;
  isMobile(value: string): boolean;
  isEmail(value: string): boolean;
  required(label: string): StringSchema;
  account: StringSchema;
  email: StringSchema;
  mobile: StringSchema;
  password: StringSchema;
  verificationCode: StringSchema;
  countryCode: StringSchema;
  firstName: StringSchema;
  lastName: StringSchema;
  messageRef(text: string): { key: string; args?: string[] };
  message(key: string, ...args: string[]): string;
}

const specifier = new URL('../../runtime/validation.ts', import.meta.url).href;
export const rules = (await import(specifier)) as Rules;
