// The browser every suite uses: CHROME_PATH (a developer's own Chrome), else Debian's Chromium.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function chromePath() {
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chrome or Chromium found: install Debian\'s chromium or set CHROME_PATH.');
  return found;
}

// Headless, as root, on a machine with no internet: these keep Chromium from trying to reach it.
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Tests run pages side by side; keep background ones animating and running timers.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-features=Translate,OptimizationHints,MediaRouter',
];
