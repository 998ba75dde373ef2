/**
 * For a test file that drives a browser against the demo shop: starts both before its tests and
 * closes both after. `const shop = useDemoAndBrowser();` then `shop.demo.url`, `shop.browser`.
 */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch } from './browser.ts';
import { startDemo, type RunningDemo } from './demo-server.ts';

export interface DemoAndBrowser {
  demo: RunningDemo;
  browser: Browser;
}

export function useDemoAndBrowser(): DemoAndBrowser {
  const shop = {} as DemoAndBrowser;
  before(async () => {
    shop.demo = await startDemo();
    shop.browser = await launch();
  });
  after(async () => {
    await shop.browser?.close();
    await shop.demo?.close();
  });
  return shop;
}
