import type { Page } from 'puppeteer-core';

/** The page's WebDriver BiDi browsing context where puppeteer drives over BiDi (Firefox); undefined over CDP. */
export function bidiContext(page: Page): { setViewport(options: { viewport: { width: number; height: number } }): Promise<void>; traverseHistory(delta: number): Promise<void> } | undefined;
/** page.setViewport in every engine puppeteer drives (Firefox ESR over WebDriver BiDi too). */
export function setPuppeteerViewport(page: Page, size: { width: number; height: number }): Promise<void>;
/** The web-test-runner plugin behind the test bundles' setViewport and sendKeys. */
export function engineCommands(): { name: string; executeCommand(args: { command: string; payload: unknown; session: unknown }): Promise<boolean | undefined> };
