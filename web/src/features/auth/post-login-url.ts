/**
 * A post-login destination we are willing to follow: a path on this site ('/account/profile?x=1'),
 * never another origin ('//evil.example', 'https://...', '/\evil.example') and never the login page itself.
 */
export function safePostLoginUrl(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin || url.pathname === '/login') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page accepts post_login_url and, from older links, postLoginUrl. */
export function postLoginUrlFrom(search: URLSearchParams): string | undefined {
  return safePostLoginUrl(search.get('post_login_url') ?? search.get('postLoginUrl'));
}

/** The login link for a page: it brings the visitor back to that page (path and query) afterwards. */
export function loginPathFor({ pathname, search }: { pathname: string; search: string }): string {
  if (pathname === '/login') return `/login${search}`;
  return `/login?post_login_url=${encodeURIComponent(`${pathname}${search}`)}`;
}
