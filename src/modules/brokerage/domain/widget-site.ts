/**
 * The origin a broker's widget may be framed by (docs/adr/0064): the origin of the site URL in the broker's
 * reseller settings ('https://www.example.com/numbers' -> 'https://www.example.com'), or null when the URL is
 * not an http(s) URL: then no site may frame it and the widget answers 404.
 */
export function widgetSiteOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.origin;
}

/**
 * The development demo's "other site" for an origin we serve on (docs/adr/0064): localhost and 127.0.0.1 are
 * different origins (and sites) of the same server, so /widget-demo on one embeds the widget of the other.
 * Null for any other host: the demo is for a developer's machine only.
 */
export function demoOtherOrigin(origin: string): string | null {
  const url = new URL(origin);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else return null;
  return url.origin;
}
