export const APT: string;
export const FIREFOX: string;
export const MINIBROWSER: string | undefined;
export function missingEngine(engine: 'firefox' | 'webkit'): string | undefined;
export function notAskedFor(engine: 'chromium' | 'firefox' | 'webkit' | string): string | undefined;
export function freePort(): Promise<number>;
export function startWebKitDriver(): Promise<{ port: number; stop(): Promise<void> }>;
export function webkitCapabilities(args?: string[]): WebdriverIO.Capabilities;
