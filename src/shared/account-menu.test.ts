import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PAGE_BUILT,
  type AccountMenuViewer,
  type AccountPage,
  accountHomePage,
  accountMenuEntries,
} from './account-menu.ts';

const viewer = (overrides: Partial<AccountMenuViewer> = {}): AccountMenuViewer => ({
  role: 'admin',
  brandingId: 1,
  isEmployee: false,
  adminUser: false,
  sellersAdmin: false,
  ...overrides,
});
const everyPageBuilt = Object.fromEntries(
  Object.keys(ACCOUNT_PAGE_BUILT).map((page) => [page, true]),
) as Record<AccountPage, boolean>;
const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('account menu once every page is built', () => {
  it('gives account admins Numbers, Messages, Contacts, Blocking, Port-ins, Sell, Billing and Payment Method, all usable', () => {
    const entries = accountMenuEntries(viewer(), everyPageBuilt);
    expect(labels(entries)).toEqual([
      'Numbers',
      'Messages',
      'Contacts',
      'Blocking',
      'Port-ins',
      'Sell',
      'Billing',
      'Payment Method',
      'Profile',
    ]);
    expect(entries.filter((entry) => entry.disabled)).toEqual([]);
  });

  it('gives brand 2 admins Users as well', () => {
    expect(labels(accountMenuEntries(viewer({ brandingId: 2 }), everyPageBuilt))).toContain('Users');
    expect(labels(accountMenuEntries(viewer({ brandingId: 1 }), everyPageBuilt))).not.toContain('Users');
  });

  it('gives users Numbers (their assigned ones), Messages, Contacts and Profile only', () => {
    expect(labels(accountMenuEntries(viewer({ role: 'user', brandingId: 2 }), everyPageBuilt))).toEqual([
      'Numbers',
      'Messages',
      'Contacts',
      'Profile',
    ]);
  });

  it('lets every member use Messages, employees or not (issue 13: customers text by SMS/MMS)', () => {
    for (const member of [viewer(), viewer({ role: 'user' }), viewer({ role: 'user', isEmployee: true })]) {
      expect(
        accountMenuEntries(member, everyPageBuilt).find((entry) => entry.label === 'Messages')?.disabled,
      ).toBe(false);
    }
  });

  it('leads Sell to the broker area for a sellers admin account, otherwise to the application', () => {
    const sell = (sellersAdmin: boolean) =>
      accountMenuEntries(viewer({ sellersAdmin }), everyPageBuilt).find((entry) => entry.label === 'Sell')
        ?.to;
    expect(sell(true)).toBe('/account/broker');
    expect(sell(false)).toBe('/account/sell-my-numbers');
  });

  it('gives staff who are not brokers Offers, leading to the broker Offers tab', () => {
    for (const staff of [
      viewer({ isEmployee: true }),
      viewer({ adminUser: true }),
      viewer({ role: 'user', isEmployee: true }),
    ]) {
      const offers = accountMenuEntries(staff, everyPageBuilt).find((entry) => entry.label === 'Offers');
      expect(offers).toMatchObject({ to: '/account/broker/negotiations', disabled: false });
    }
    const staffLabels = labels(accountMenuEntries(viewer({ isEmployee: true }), everyPageBuilt));
    expect(staffLabels.slice(staffLabels.indexOf('Sell'), staffLabels.indexOf('Sell') + 2)).toEqual([
      'Sell',
      'Offers',
    ]);
  });

  it('gives no Offers entry to customers, nor to staff who are brokers (Sell leads there)', () => {
    const hasOffers = (v: AccountMenuViewer) =>
      labels(accountMenuEntries(v, everyPageBuilt)).includes('Offers');
    expect(hasOffers(viewer())).toBe(false);
    expect(hasOffers(viewer({ role: 'user' }))).toBe(false);
    expect(hasOffers(viewer({ sellersAdmin: true }))).toBe(false);
    expect(hasOffers(viewer({ sellersAdmin: true, isEmployee: true }))).toBe(false);
  });

  it('sends admins to Numbers and everyone else to the profile', () => {
    expect(accountHomePage(viewer(), everyPageBuilt)).toBe('/account/numbers');
    expect(accountHomePage(viewer({ role: 'user' }), everyPageBuilt)).toBe('/account/profile');
  });
});

describe('account menu with the pages built today', () => {
  it('hides the items whose page is not built', () => {
    expect(labels(accountMenuEntries(viewer()))).toEqual([
      'Numbers',
      'Messages',
      'Contacts',
      'Blocking',
      'Port-ins',
      'Sell',
      'Billing',
      'Payment Method',
      'Profile',
    ]);
    expect(labels(accountMenuEntries(viewer({ brandingId: 2 })))).toEqual([
      'Numbers',
      'Messages',
      'Contacts',
      'Blocking',
      'Port-ins',
      'Sell',
      'Billing',
      'Payment Method',
      'Users',
      'Profile',
    ]);
    expect(labels(accountMenuEntries(viewer({ role: 'user' })))).toEqual([
      'Numbers',
      'Messages',
      'Contacts',
      'Profile',
    ]);
  });

  it('leads the Sell of a sellers admin account to the broker area, now built', () => {
    expect(labels(accountMenuEntries(viewer({ sellersAdmin: true })))).toEqual([
      'Numbers',
      'Messages',
      'Contacts',
      'Blocking',
      'Port-ins',
      'Sell',
      'Billing',
      'Payment Method',
      'Profile',
    ]);
  });

  it('sends admins to Numbers, now built, and users to the profile', () => {
    expect(accountHomePage(viewer())).toBe('/account/numbers');
    expect(accountHomePage(viewer({ role: 'user' }))).toBe('/account/profile');
  });

  it('links only to pages marked built', () => {
    for (const role of ['admin', 'user'] as const) {
      for (const brandingId of [1, 2]) {
        for (const sellersAdmin of [true, false]) {
          for (const isEmployee of [true, false]) {
            for (const entry of accountMenuEntries(viewer({ role, brandingId, sellersAdmin, isEmployee }))) {
              expect(ACCOUNT_PAGE_BUILT[entry.page], entry.to).toBe(true);
            }
          }
        }
      }
    }
  });
});
