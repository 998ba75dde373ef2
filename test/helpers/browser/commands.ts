/**
 * '@web/test-runner-commands' as the suite's test files import it (web-test-runner.config.mjs
 * aliases the package here): the package itself, with setViewport and sendKeys working in every
 * engine the suite runs, WebKit's WebDriver included (test/helpers/engine-commands.mjs says why).
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { waitFor } from './dom';

export * from '@web/test-runner-commands';

export async function setViewport(size: { width: number; height: number }): Promise<void> {
  await executeServerCommand('shop-viewport', size);
  // A window resized through WebDriver reaches the page a moment later.
  await waitFor(() => window.innerWidth === size.width && window.innerHeight === size.height, { message: `a ${size.width}x${size.height} viewport` });
}

type Keys = { type: string } | { press: string } | { down: string } | { up: string };

export async function sendKeys(keys: Keys): Promise<void> {
  await executeServerCommand('shop-keys', keys);
}
