/**
 * Taking over a session that the no-JavaScript sign-in form left in an HttpOnly cookie: the
 * page says so (initial data `config.cookieSession`), and the runtime trades the cookie for the
 * token at start (one credential afterwards, not two). Part of the runtime chunk: a signed-in
 * page must not download the sign-in code (runtime/auth.ts) before the shopper does anything.
 */
import type { SignedIn } from './api/types';
import { post } from './http/lazy';
import { $signedIn, signIn } from './session';

export async function adoptCookieSession(config: { cookieSession?: unknown }): Promise<void> {
  if (config.cookieSession !== true || $signedIn.get()) return;
  try {
    const answer = await post<SignedIn>('auth/session', undefined, { quiet: true });
    signIn(answer.token, answer.user);
  } catch {
    // The cookie had expired or was revoked: the shopper is signed out, as the page said.
  }
}
