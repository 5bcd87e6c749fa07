import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { GUIDE_TOPICS } from './guide/guide-topics.ts';

const broker = (overrides = {}) =>
  adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' }, ...overrides });

describe('the broker dashboard (/account/broker)', () => {
  it('opens on the Listings tab, with the Listings, Licenses, Offers, Earnings and Tools tabs', async () => {
    const { router } = renderApp('/account/broker', { profile: broker() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/broker/listings'));
    const tabs = within(screen.getByRole('navigation', { name: 'Broker' }));
    expect(tabs.getByRole('link', { name: 'Listings' })).toBeTruthy();
    expect(tabs.getByRole('link', { name: 'Offers' })).toBeTruthy();
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Listings',
      'Licenses',
      'Offers',
      'Earnings',
      'Tools',
    ]);
  });

  it("sends an account admin without sellersAdmin 'Y' to /account/sell-my-numbers", async () => {
    const { router } = renderApp('/account/broker/listings', { profile: adminProfile() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sell-my-numbers'));
  });

  it("sends a user who is not an account admin to /account/sell-my-numbers even with sellersAdmin 'Y'", async () => {
    const profile = userProfile({ accountInfo: { ...userProfile().accountInfo!, sellersAdmin: 'Y' } });
    const { router } = renderApp('/account/broker/listings', { profile });
    // A user only passes through sell-my-numbers (it sends non-admins on to their profile): record the way.
    const visited = [router.state.location.pathname];
    const stop = router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(visited).toContain('/account/sell-my-numbers'));
    stop();
  });
});

describe('the Help side panel', () => {
  it('toggles the guide, whose home grid has the 13 topics of spec 3 with their labels', async () => {
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const help = await screen.findByRole('button', { name: 'Help' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    await user.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    const guide = within(screen.getByRole('complementary', { name: 'Broker guide' }));
    const topics = guide.getByRole('list', { name: 'Guide topics' });
    expect(
      within(topics)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Listing My Numbers',
      'Unlist My Numbers',
      'Accepting Offers',
      'Sales & Payment Reports',
      'Vanity Spellings',
      'Email Notifications',
      'Affiliate Link',
      'Embedded Search',
      'Pig Pick',
      'Transfer a Number',
      'Licensing Terms',
      'Payment Terms',
      'Terms & Conditions',
    ]);
    await user.click(help);
    expect(screen.queryByRole('complementary', { name: 'Broker guide' })).toBeNull();
  });

  it('keys the topics as spec 3 lists them', () => {
    expect(GUIDE_TOPICS.map((topic) => topic.key)).toEqual([
      'listing',
      'removing',
      'offers',
      'sales',
      'spelling',
      'notifications',
      'affiliate',
      'widget',
      'pig-pick',
      'transfers',
      'license',
      'payment',
      'terms',
    ]);
    expect(GUIDE_TOPICS.every((topic) => topic.paragraphs.length > 0)).toBe(true);
  });

  it('opens a topic, goes Home to the grid, and closes with Close or Escape (keyboard)', async () => {
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Pig Pick' }));
    const topic = screen.getByRole('complementary', { name: 'Pig Pick' });
    expect(document.activeElement?.textContent).toBe('Pig Pick');
    expect(topic.textContent).toContain('40% default commission');
    await user.click(within(topic).getByRole('button', { name: 'Home' }));
    expect(screen.getByRole('list', { name: 'Guide topics' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Broker guide' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Close the guide' }));
    expect(screen.queryByRole('complementary', { name: 'Broker guide' })).toBeNull();
  });
});

describe('the Tools home (/account/broker/tools)', () => {
  it('shows the three promo tiles, each linking to its tool', async () => {
    renderApp('/account/broker/tools', { profile: broker() });
    expect(await screen.findByRole('heading', { name: 'Tools' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe(
      '/account/broker/tools/jobs',
    );
    expect(screen.getByRole('link', { name: 'Embedded Search' }).getAttribute('href')).toBe(
      '/account/broker/tools/embedded-search',
    );
    expect(screen.getByRole('link', { name: 'Affiliate Link' }).getAttribute('href')).toBe(
      '/account/broker/tools/affiliate-link',
    );
    expect(screen.queryByRole('navigation', { name: 'Admin tools' })).toBeNull();
  });

  it('links admin users to Verify Listings and Carrier Credentials', async () => {
    renderApp('/account/broker/tools', { profile: broker({ adminUser: true }) });
    const admin = within(await screen.findByRole('navigation', { name: 'Admin tools' }));
    expect(admin.getByRole('link', { name: 'Verify Listings' }).getAttribute('href')).toBe(
      '/account/broker/tools/listing-verification',
    );
    expect(admin.getByRole('link', { name: 'Carrier Credentials' }).getAttribute('href')).toBe(
      '/account/broker/tools/carrier-credentials',
    );
  });
});
