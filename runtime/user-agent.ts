/**
 * A session's device in words: the browser and the system from its User-Agent header, which
 * the server stores as it came. Browser and system names are names, the same in every
 * language; the sentence around them is the caller's (a locale key).
 */
export interface DeviceName {
  browser?: string;
  system?: string;
}

// Order matters: Edge, Opera, Samsung Internet and WeChat also say "Chrome" and "Safari";
// Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, 'WeChat'],
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

// iOS before macOS (iPads may say "Macintosh" only with touch, but iPhones say "like Mac OS X").
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function describeDevice(userAgent: string): DeviceName {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return { browser, system };
}
