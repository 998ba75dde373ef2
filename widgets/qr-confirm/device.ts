/**
 * A user-agent string made readable for the QR approval ("Chrome", "Windows"), so the shopper
 * can tell whether the waiting browser is theirs. Order matters: Edge and Opera also say
 * "Chrome", Chrome also says "Safari", and Android also says "Linux".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const LONGEST = 60;

export interface Device {
  browser?: string;
  system?: string;
  /** The string itself, shortened, when neither is recognised ('' for none). */
  raw: string;
}

export function readDevice(userAgent: string | null | undefined): Device {
  const text = (userAgent ?? '').trim();
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  const raw = text === 'unknown' ? '' : text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
  return { browser, system, raw };
}
