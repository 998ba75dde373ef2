/**
 * Accounts (docs/api.md, "Accounts"): sign-up, sign-in by password or one-time code, codes,
 * forgotten and reset passwords, e-mail verification, the slide check, QR sign-in, third-party
 * sign-in and taking over a session the no-JavaScript form started (a cookie).
 */
import { post, type RequestOptions } from '../http/lazy';
import type { AccountBody, OauthBody, QrInfo, QrLogin, QrStatusAnswer, ResetPasswordBody, SignedIn, SignInBody, SignUpBody, SlideAnswer, SlideChallenge, SlidePass, VerifyEmailBody } from './types';

export const signUp = (body: SignUpBody, options: RequestOptions = {}) => post<SignedIn>('auth/signup', body, options);
export const signInWith = (body: SignInBody, options: RequestOptions = {}) => post<SignedIn>('auth/signin', body, options);
/** The token stops working on the server (then the runtime forgets it). */
export const signOutSession = (options: RequestOptions = {}) => post<null>('auth/signout', undefined, options);
/** A sign-in code; the answer is the same whether or not the account exists. */
export const requestCode = (body: AccountBody, options: RequestOptions = {}) => post<null>('auth/code', body, options);
export const forgotPassword = (body: AccountBody, options: RequestOptions = {}) => post<null>('auth/forgot', body, options);
export const resetPassword = (body: ResetPasswordBody, options: RequestOptions = {}) => post<null>('auth/reset', body, options);
export const verifyEmail = (body: VerifyEmailBody, options: RequestOptions = {}) => post<{ verified: true }>('auth/verify-email', body, options);
/** A new verification link for the signed-in shopper's e-mail. */
export const resendVerification = (options: RequestOptions = {}) => post<null>('auth/verify/resend', undefined, options);

export const slideChallenge = (options: RequestOptions = {}) => post<SlideChallenge>('auth/slide/challenge', undefined, options);
export const slideVerify = (answer: SlideAnswer, options: RequestOptions = {}) => post<SlidePass>('auth/slide/verify', answer, options);

export const qrCreate = (options: RequestOptions = {}) => post<QrLogin>('auth/qr/create', undefined, options);
export const qrStatus = (body: { id: string; secret: string }, options: RequestOptions = {}) => post<QrStatusAnswer>('auth/qr/status', body, options);
export const qrInfo = (id: string, options: RequestOptions = {}) => post<QrInfo>('auth/qr/info', { id }, options);
export const qrConfirm = (id: string, options: RequestOptions = {}) => post<null>('auth/qr/confirm', { id }, options);
export const qrDecline = (id: string, options: RequestOptions = {}) => post<null>('auth/qr/decline', { id }, options);

export const oauthSignIn = (body: OauthBody, options: RequestOptions = {}) => post<SignedIn>('auth/oauth', body, options);
