/**
 * Browser and system names from a User-Agent, only for the session list ("Firefox on Windows").
 * A few patterns cover the browsers people use; anything else is null (the list then shows the
 * device as unknown). The order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bokhttp\/|\bDart\/|\bCFNetwork\//, 'Knowly app'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface DeviceNames {
  browser: string | null;
  os: string | null;
}

export function deviceNames(userAgent: string | null): DeviceNames {
  if (!userAgent) return { browser: null, os: null };
  const first = (table: [RegExp, string][]) => table.find(([re]) => re.test(userAgent))?.[1] ?? null;
  return { browser: first(BROWSERS), os: first(SYSTEMS) };
}
