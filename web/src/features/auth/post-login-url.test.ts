import { describe, expect, it } from 'vitest';
import { loginPathFor, postLoginUrlFrom, safePostLoginUrl } from './post-login-url.ts';

describe('post-login URLs', () => {
  it('follows paths on this site, with their query and hash', () => {
    expect(safePostLoginUrl('/account/profile')).toBe('/account/profile');
    expect(safePostLoginUrl('/search?type=tollfree&showBasket=1#top')).toBe(
      '/search?type=tollfree&showBasket=1#top',
    );
  });

  it('refuses other origins, protocol-relative and backslash tricks, and the login page itself', () => {
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example/account',
      '/\\evil.example',
      'javascript:alert(1)',
      'account/profile',
      '',
      '/login?post_login_url=/login',
    ]) {
      expect(safePostLoginUrl(unsafe)).toBeUndefined();
    }
    expect(safePostLoginUrl(null)).toBeUndefined();
  });

  it('reads post_login_url, or the older postLoginUrl', () => {
    expect(postLoginUrlFrom(new URLSearchParams('post_login_url=%2Faccount%2Fprofile'))).toBe(
      '/account/profile',
    );
    expect(postLoginUrlFrom(new URLSearchParams('postLoginUrl=/search'))).toBe('/search');
  });

  it('builds a login link that returns to the current path and query', () => {
    expect(loginPathFor({ pathname: '/search', search: '?npa=312' })).toBe(
      '/login?post_login_url=%2Fsearch%3Fnpa%3D312',
    );
    expect(loginPathFor({ pathname: '/login', search: '?post_login_url=%2Fsearch' })).toBe(
      '/login?post_login_url=%2Fsearch',
    );
  });
});
