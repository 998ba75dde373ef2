/**
 * What the hydration tests of the user area's screens share (test/widgets/hydration/user-*.ts):
 * the hooks around each test, and the guest's case, which is the same sign-in prompt everywhere.
 */
import { expect } from 'chai';
import { resetApi } from './api';
import { resetAccount } from './auth-form';
import { cleanupPages, expectHydrated, renderThenHydrate } from './server-render';

/**
 * A fresh API stub and no account before each test; the pages gone and no account after.
 * `each` also runs before and after (a store the screen reads); `after` only after (a socket).
 */
export function userScreenHooks({ each, after }: { each?: () => void; after?: () => void } = {}): void {
  beforeEach(async () => {
    await resetApi();
    await resetAccount();
    each?.();
  });
  afterEach(async () => {
    cleanupPages();
    after?.();
    await resetAccount();
    each?.();
  });
}

/**
 * A guest's page draws the screen as the sign-in prompt, whose link comes back to the page; it
 * hydrates with no mismatch and shows none of the screen's own content (`absent`, a selector).
 * `prompt`: words the prompt says, where the screen has its own.
 */
export function itHydratesTheSignInPrompt(tag: string, absent: string, prompt?: string): void {
  it("hydrates a guest's sign-in prompt, coming back to the page", async () => {
    const here = `${location.pathname}${location.search}`;
    const result = await renderThenHydrate(tag, {}, { url: here });
    expectHydrated(result);
    const root = result.el.shadowRoot!;
    expect(root.querySelector('a[part="signin-link"]')?.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent(here)}`);
    if (prompt) expect(root.querySelector('[part="signin"]')?.textContent).to.contain(prompt);
    expect(root.querySelectorAll(absent).length).to.equal(0);
  });
}
