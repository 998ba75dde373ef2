import type { Page } from 'puppeteer-core';

/** page.setViewport in every engine puppeteer drives (Firefox ESR over WebDriver BiDi too). */
export function setPuppeteerViewport(page: Page, size: { width: number; height: number }): Promise<void>;
/** The web-test-runner plugin behind the test bundles' setViewport and sendKeys. */
export function engineCommands(): { name: string; executeCommand(args: { command: string; payload: unknown; session: unknown }): Promise<boolean | undefined> };
