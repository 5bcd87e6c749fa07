import type { Profile } from '../../api/profile.ts';

export interface BrokerTab {
  label: string;
  /** The path under /account/broker. */
  path: string;
  /** Spec 3's tabs appear as their screens are built (issue 14 builds Offers; the brokerage issue the rest). */
  built: boolean;
}

/** Spec 3 section 2: listings, licenses, negotiations (shown as Offers), earnings, tools. */
export const BROKER_TABS: readonly BrokerTab[] = [
  { label: 'Listings', path: 'listings', built: true },
  { label: 'Licenses', path: 'licenses', built: false },
  { label: 'Offers', path: 'negotiations', built: true },
  { label: 'Earnings', path: 'earnings', built: false },
  { label: 'Tools', path: 'tools', built: true },
];

export const builtBrokerTabs = (tabs: readonly BrokerTab[] = BROKER_TABS) => tabs.filter((tab) => tab.built);

/**
 * Spec 3: the dashboard is "only shown to an admin-role user whose account has sellersAdmin 'Y'". Staff
 * answer the house's offers there too (issue 14), so employees and admin users get in as well.
 */
export function mayUseBrokerArea(profile: Profile): boolean {
  if (profile.isEmployee || profile.adminUser) return true;
  return profile.role === 'admin' && profile.accountInfo?.sellersAdmin === 'Y';
}
