/**
 * The auth screens. Each is an element with a server-rendered fallback: a real form that works
 * without JavaScript by posting to the page's own address (demo/pages/auth-forms.ts), labelled
 * fields with autocomplete hints, and after a refused post the error next to its field
 * (aria-invalid + aria-describedby), the typed values kept except passwords. Redirect targets
 * come from ?redirect= through safeRedirect: a path of this shop or the default, never another site.
 */
import { safeRedirect } from '../../../runtime/redirect.ts';
import { html, type Html } from '../../html.ts';
import type { PageContext, Screen } from '../context.ts';
import { element } from '../render.ts';
import type { OauthReturnData } from '../../../widgets/oauth-return/oauth-return.tsx';
import type { VerifyEmailData } from '../../../widgets/verify-email/verify-email.tsx';

/** What a refused form post brings back to its page: the values (no passwords) and the messages by field. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A message for the whole form (a slide check it cannot do, another site's post). */
  formError?: string;
}

const page = (title: string, body: Html, status?: number): Screen => ({ title, description: title, data: {}, body: html`<h1>${title}</h1>${body}`, ...(status ? { status } : {}) });

/** '' or '/zh': what safeRedirect puts in front of a path. */
export const prefixPath = (ctx: PageContext) => (ctx.language.prefix ? `/${ctx.language.prefix}` : '');
export const userHome = (ctx: PageContext) => ctx.href(`${ctx.routing.userPath}center`);

/**
 * A refused post's state as an element's data (its `@data`): the kept values and the messages of
 * the fields it shows (never a password: the route keeps none), the form's message. Undefined for a page that was not posted.
 */
function refusal(ctx: PageContext, shown: readonly string[]): { values: Record<string, string>; errors: Record<string, string>; formError?: string } | undefined {
  if (!ctx.form) return undefined;
  const only = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).filter(([name]) => shown.includes(name)));
  return { values: only(ctx.form.values), errors: only(ctx.form.errors), ...(ctx.form.formError ? { formError: ctx.form.formError } : {}) };
}

export function signin(ctx: PageContext): Screen {
  const qr = /^[\w-]{20,64}$/.test(ctx.query.qr ?? '') ? ctx.query.qr! : '';
  const here = ctx.href('auth/signin');
  // On the phone (?qr=): signing in comes back to this same address to confirm.
  const redirect = qr ? safeRedirect(`/auth/signin?qr=${qr}`, prefixPath(ctx)) : safeRedirect(ctx.form?.values.redirect ?? ctx.query.redirect, prefixPath(ctx), userHome(ctx));
  const notice = ctx.query.reset === 'done' ? html`<p class="form-notice" role="status">${ctx.w('resetDone')}</p>` : '';
  return page(
    ctx.w('signIn'),
    html`${notice}${qr ? html`<shop-qr-confirm qr-id="${qr}" signin-href="${here}"></shop-qr-confirm>` : ''}
    <div class="auth-layout">
    ${element(ctx, 'shop-signin', { redirect, 'signup-href': ctx.href('auth/signup'), 'forgot-href': ctx.href('auth/forget'), 'oauth-href': ctx.devTools ? '/dev/oauth/authorize' : undefined, mode: 'password', action: qr ? `${here}?qr=${qr}` : here }, refusal(ctx, ['account', 'password']))}
    ${qr ? '' : html`<section class="auth-aside" aria-labelledby="qr-heading"><h2 id="qr-heading">${ctx.w('qrLogin')}</h2><shop-qr-login redirect="${redirect}"></shop-qr-login></section>`}
    </div>`,
  );
}

export function signup(ctx: PageContext): Screen {
  const here = ctx.href('auth/signup');
  // Without ?redirect= the element sends an e-mail account to the verify prompt (its own default).
  const asked = ctx.form?.values.redirect ?? ctx.query.redirect;
  const redirect = asked ? safeRedirect(asked, prefixPath(ctx)) : '';
  return page(
    ctx.w('signUp'),
    html`${element(ctx, 'shop-signup', { redirect: redirect || undefined, 'signin-href': ctx.href('auth/signin'), 'terms-href': termsHref(ctx), action: here }, refusal(ctx, ['firstName', 'lastName', 'account', 'countryCode', 'password', 'terms']))}`,
  );
}

export const termsHref = (ctx: PageContext) => ctx.rule(ctx.routing.pageRule, 'privacy');

export function forget(ctx: PageContext): Screen {
  return page(
    ctx.w('forgot'),
    html`<p class="auth-intro">${ctx.w('forgotText')}</p>
    ${element(ctx, 'shop-forgot-password', { 'reset-href': ctx.href('auth/reset-password'), 'signin-href': ctx.href('auth/signin'), action: ctx.href('auth/forget') }, refusal(ctx, ['account', 'countryCode']))}`,
  );
}

export function resetPassword(ctx: PageContext): Screen {
  const accountValue = ctx.form?.values.account ?? ctx.query.account ?? '';
  const countryCode = /^\+\d{1,4}$/.test(ctx.query.countryCode ?? '') ? ctx.query.countryCode : undefined;
  return page(
    ctx.w('resetPassword'),
    html`${element(ctx, 'shop-reset-password', { account: accountValue, 'country-code': countryCode, 'signin-href': ctx.href('auth/signin'), action: ctx.href('auth/reset-password') }, refusal(ctx, ['account', 'code', 'password']))}`,
  );
}

/**
 * The e-mail link's page. `checked`: the server's answer for the link (the arrival route in
 * auth-forms.ts checked it): the element shows it and waits for use (nothing to load on arrival).
 * Without it (the shell's route request) the element checks the link itself; without JavaScript
 * its button posts it here.
 */
export function verifyEmail(ctx: PageContext, checked?: VerifyEmailData): Screen {
  const data = checked ?? (ctx.form?.formError ? { formError: ctx.form.formError } : undefined);
  return page(
    ctx.w('verifyEmail'),
    html`${element(ctx, 'shop-verify-email', { account: ctx.query.account ?? '', token: ctx.query.token ?? '', 'signin-href': ctx.href('auth/signin'), 'home-href': ctx.href(''), action: ctx.href('auth/verify-email'), loading: data ? 'interaction' : undefined }, data)}`,
  );
}

export function verifyDone(ctx: PageContext): Screen {
  return page(ctx.w('verifyEmail'), html`<p role="status">${ctx.w('verifyDone')}</p><p><a href="${ctx.href('')}">${ctx.w('backHome')}</a></p>`);
}

export function verifyPrompt(ctx: PageContext): Screen {
  return page(
    ctx.w('verifyPrompt'),
    // Drawn by its own element on the server (signed out: the sign-in link that comes back here).
    html`<shop-verify-prompt account="${ctx.query.account ?? ''}" home-href="${ctx.href('')}"></shop-verify-prompt>`,
  );
}

/**
 * The third-party sign-in's return. `arrived`: what the server made of it (the arrival route in
 * auth-forms.ts signs a good return in and redirects; a refused or failed one is drawn here):
 * the element shows it and waits for use. Without it (the shell's route request) the element
 * checks the state and trades the code itself.
 */
export function oauth(ctx: PageContext, arrived?: OauthReturnData): Screen {
  const redirect = safeRedirect(ctx.query.redirect, prefixPath(ctx), userHome(ctx));
  // A rate-limited return (auth-forms.ts): the failure, with why.
  const data = arrived ?? (ctx.form?.formError ? { outcome: 'failed' as const, message: ctx.form.formError } : undefined);
  return page(
    ctx.w('oauth'),
    html`${element(ctx, 'shop-oauth-return', { provider: ctx.query.provider ?? '', code: ctx.query.code ?? '', state: ctx.query.state ?? '', redirect, 'signin-href': ctx.href('auth/signin'), loading: data ? 'interaction' : undefined }, data)}`,
  );
}

const screens: Record<string, (ctx: PageContext) => Screen> = {
  signin,
  signup,
  forget,
  'reset-password': resetPassword,
  'verify-email': verifyEmail,
  'verify-prompt': verifyPrompt,
  oauth,
};

export function auth(ctx: PageContext, which: string): Screen | null {
  return screens[which]?.(ctx) ?? null;
}
