/**
 * "Firefox on Windows", "Safari on iPhone": enough to recognise one's own devices in the list of
 * signed-in sessions. Not a full User-Agent parser; unknown parts read "Unknown browser" / "unknown
 * system". Order matters: Edge and Opera say "Chrome", Chrome says "Safari", Android says "Linux".
 */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const browser = firstMatch(userAgent, BROWSERS) ?? 'Unknown browser';
  const system = firstMatch(userAgent, SYSTEMS) ?? 'unknown system';
  return `${browser} on ${system}`;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(userAgent: string, table: Array<[RegExp, string]>): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}
