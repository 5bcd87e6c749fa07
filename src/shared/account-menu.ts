/**
 * The account menu (spec 1 section 2, as specs 2 and 3 refine it: account admins get Payment Method and
 * Sell too) and where /account lands. One rule for the menu, the header's My Account link and /account.
 */

import { brokerAreaAccess } from './broker-access.ts';

/** What the rule needs to know about the signed-in viewer. */
export interface AccountMenuViewer {
  role: 'guest' | 'user' | 'admin';
  brandingId: number;
  isEmployee: boolean;
  /** The admin-user staff flag (staff = employees and admin users). */
  adminUser: boolean;
  /** accountInfo.sellersAdmin === 'Y': the account may sell, so Sell leads to the broker area. */
  sellersAdmin: boolean;
}

export type AccountPage =
  | 'numbers'
  | 'messages'
  | 'contacts'
  | 'blocking'
  | 'port-ins'
  | 'sell-my-numbers'
  | 'broker'
  | 'broker-offers'
  | 'billing'
  | 'payment-method'
  | 'users'
  | 'admin-basket'
  | 'profile';

/**
 * Which account pages the web app has built. An item whose page is not built is not shown (a link there
 * would land somewhere it did not name); flip the flag when the page lands.
 */
export const ACCOUNT_PAGE_BUILT: Readonly<Record<AccountPage, boolean>> = {
  numbers: true,
  messages: true,
  contacts: true,
  blocking: true,
  'port-ins': true,
  'sell-my-numbers': true,
  broker: true,
  'broker-offers': true,
  billing: true,
  'payment-method': true,
  users: true,
  'admin-basket': true,
  profile: true,
};

export const ACCOUNT_PAGE_PATH: Readonly<Record<AccountPage, string>> = {
  numbers: '/account/numbers',
  messages: '/account/messages',
  contacts: '/account/contacts',
  blocking: '/account/blocking',
  'port-ins': '/account/port-ins',
  'sell-my-numbers': '/account/sell-my-numbers',
  broker: '/account/broker',
  'broker-offers': '/account/broker/negotiations',
  billing: '/account/billing',
  'payment-method': '/account/payment-method',
  users: '/account/users',
  'admin-basket': '/account/admin-basket',
  profile: '/account/profile',
};

export interface AccountMenuEntry {
  label: string;
  page: AccountPage;
  to: string;
  /** Shown but not usable (an item only some viewers may use; none today). */
  disabled: boolean;
}

interface Candidate {
  label: string;
  page: AccountPage;
  /** Whether the viewer's role gets the item at all. */
  shownTo: (viewer: AccountMenuViewer) => boolean;
  usableBy?: (viewer: AccountMenuViewer) => boolean;
}

const isAdmin = (viewer: AccountMenuViewer) => viewer.role === 'admin';
const isMember = (viewer: AccountMenuViewer) => viewer.role !== 'guest';

function candidates(viewer: AccountMenuViewer): Candidate[] {
  return [
    // Issue 12: users reach Numbers too, where they see the numbers assigned to them.
    { label: 'Numbers', page: 'numbers', shownTo: isMember },
    // Spec 1 let only employees use Messages; issue 13 opens it to every member (docs/adr/0046).
    { label: 'Messages', page: 'messages', shownTo: isMember },
    // Issue 13: contacts belong to the account, and every member texts (suggestions, names in threads).
    { label: 'Contacts', page: 'contacts', shownTo: isMember },
    { label: 'Blocking', page: 'blocking', shownTo: isAdmin },
    // Issue 14: always for admins (an empty list says there are none), not only when the account has port-ins:
    // the menu is built from the profile, which does not know (docs/adr/0048).
    { label: 'Port-ins', page: 'port-ins', shownTo: isAdmin },
    // Spec 3: brokers (admins of a sellersAdmin account) reach the dashboard, the others apply first.
    { label: 'Sell', page: viewer.sellersAdmin ? 'broker' : 'sell-my-numbers', shownTo: isAdmin },
    // Staff answer the house's offers on the broker Offers tab (docs/adr/0054); brokers reach it by Sell.
    { label: 'Offers', page: 'broker-offers', shownTo: (v) => brokerAreaAccess(v) === 'staff-offers' },
    { label: 'Billing', page: 'billing', shownTo: isAdmin },
    { label: 'Payment Method', page: 'payment-method', shownTo: isAdmin },
    { label: 'Users', page: 'users', shownTo: (v) => isAdmin(v) && v.brandingId === 2 },
    // Spec 2: staff add numbers at their own price to the account they switched to (docs/adr/0071).
    { label: 'Add Number', page: 'admin-basket', shownTo: (v) => v.isEmployee || v.adminUser },
    { label: 'Profile', page: 'profile', shownTo: isMember },
  ];
}

/** The menu's links for the viewer, in order; Log Out and Switch Account come separately. */
export function accountMenuEntries(
  viewer: AccountMenuViewer,
  built: Readonly<Record<AccountPage, boolean>> = ACCOUNT_PAGE_BUILT,
): AccountMenuEntry[] {
  return candidates(viewer)
    .filter((item) => item.shownTo(viewer) && built[item.page])
    .map((item) => ({
      label: item.label,
      page: item.page,
      to: ACCOUNT_PAGE_PATH[item.page],
      disabled: item.usableBy ? !item.usableBy(viewer) : false,
    }));
}

/** Pages /account may land on, in preference: spec 1 sends admins to numbers, everyone else to the profile. */
const homePages = (viewer: AccountMenuViewer): readonly AccountPage[] =>
  isAdmin(viewer) ? ['numbers', 'profile'] : ['profile'];

/** Where /account and 'My Account' lead: the viewer's first usable home page in their menu. */
export function accountHomePage(
  viewer: AccountMenuViewer,
  built: Readonly<Record<AccountPage, boolean>> = ACCOUNT_PAGE_BUILT,
): string {
  const usable = accountMenuEntries(viewer, built).filter((entry) => !entry.disabled);
  const home = homePages(viewer)
    .map((page) => usable.find((entry) => entry.page === page))
    .find(Boolean);
  return (home ?? usable[0])?.to ?? ACCOUNT_PAGE_PATH.profile;
}
