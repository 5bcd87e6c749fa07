import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_BUILT, ACCOUNT_PAGE_PATH, type AccountPage } from '../../../src/shared/account-menu.ts';
import { adminProfile, brandTwo, staffProfile, userProfile } from '../../test/fixtures/profiles.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { Profile } from '../api/profile.ts';
import { ADMIN_MENU } from '../features/admin/admin-screens.ts';
import { BLOG_POSTS } from '../features/blog/blog-posts.ts';
import { createAppRoutes } from './router.tsx';

/**
 * "No link of the app may land on a page it did not name": every in-app link target must match a route of
 * its own, not a catch-all ('*') that sends unknown paths elsewhere.
 */
function routeOf(target: string): string | null {
  const url = new URL(target, 'http://app.test');
  const matches = matchRoutes(createAppRoutes(), url.pathname);
  const leaf = matches?.at(-1)?.route as RouteObject | undefined;
  if (!leaf || leaf.path === '*') return null;
  return matches!.map((match) => match.route.path ?? (match.route.index ? '(index)' : '')).join('/');
}

/** Every distinct internal href on the screen now. */
function linksOnScreen(): string[] {
  return [
    ...new Set(
      Array.from(document.querySelectorAll('a[href]'))
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('//')),
    ),
  ];
}

async function linksOf(path: string, profile?: Profile, waitFor?: RegExp): Promise<string[]> {
  const view = renderApp(path, profile ? { profile } : {});
  await screen.findByRole('contentinfo');
  if (waitFor) await screen.findByRole('heading', { name: waitFor });
  const links = linksOnScreen();
  view.unmount();
  return links;
}

const brandTwoAdmin = () => adminProfile({ brandingId: 2, brand: brandTwo });
const seller = () => {
  const profile = adminProfile();
  return {
    ...profile,
    accountInfo: profile.accountInfo && { ...profile.accountInfo, sellersAdmin: 'Y' as const },
  };
};
const staffAdmin = () => staffProfile({ adminUser: true });

/** The `to` of every <Navigate> the route table renders as a route's element. */
function redirectsIn(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const element = route.element as { type?: unknown; props?: { to?: unknown } } | undefined;
    const own = element?.type === Navigate && typeof element.props?.to === 'string' ? [element.props.to] : [];
    return [...own, ...redirectsIn(route.children ?? [])];
  });
}

describe('in-app links', () => {
  it('redirects only to routes of their own', () => {
    const targets = redirectsIn(createAppRoutes());
    expect(targets).toEqual(expect.arrayContaining(['/recover', '/search?showBasket=1']));
    for (const target of targets) expect(routeOf(target), target).not.toBeNull();
  });

  it('resolves every link of the header, footer and public pages to a route of its own', async () => {
    const targets = new Set<string>();
    for (const path of [
      '/search',
      '/login',
      '/terms',
      '/privacy',
      '/about',
      '/blog',
      `/blog/${BLOG_POSTS[0]!.slug}`,
    ]) {
      for (const link of await linksOf(path)) targets.add(link);
    }
    expect([...targets]).toEqual(expect.arrayContaining(['/terms', '/privacy', '/about', '/basket']));
    for (const target of targets) expect(routeOf(target), target).not.toBeNull();
  });

  it('resolves every account menu link, for every role and brand, to a route of its own', async () => {
    const targets = new Set<string>();
    for (const profile of [userProfile(), adminProfile(), brandTwoAdmin(), seller(), staffProfile()]) {
      for (const link of await linksOf('/account/profile', profile, /Profile/)) targets.add(link);
    }
    expect([...targets]).toEqual(expect.arrayContaining(['/account/sell-my-numbers', '/account/users']));
    for (const target of targets) expect(routeOf(target), target).not.toBeNull();
  });

  it('resolves every admin menu link to a route of its own', async () => {
    const targets = new Set<string>(ADMIN_MENU.map((entry) => entry.to));
    for (const link of await linksOf('/admin', staffAdmin(), /^Admin$/)) targets.add(link);
    for (const target of targets) expect(routeOf(target), target).not.toBeNull();
  });

  it('has a route for every account page the menu rule counts as built', () => {
    for (const [page, built] of Object.entries(ACCOUNT_PAGE_BUILT)) {
      if (built) expect(routeOf(ACCOUNT_PAGE_PATH[page as AccountPage]), page).not.toBeNull();
    }
  });

  it('treats a path no route names as not found', () => {
    expect(routeOf('/no/such/page')).toBeNull();
    expect(routeOf('/account/no-such-page')).toBeNull();
  });
});
