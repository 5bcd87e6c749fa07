import { type BrokerAreaAccess, brokerAreaAccess } from '../../../../src/shared/broker-access.ts';
import { menuViewerOf, type Profile } from '../../api/profile.ts';

export interface BrokerTab {
  label: string;
  /** The path under /account/broker. */
  path: string;
  /** Spec 3's tabs appear as their screens are built (issue 14 builds Offers; the brokerage issue the rest). */
  built: boolean;
  /** Staff who are not brokers see this tab too (they answer the house's offers; docs/adr/0054). */
  staff: boolean;
}

/** Spec 3 section 2: listings, licenses, negotiations (shown as Offers), earnings, tools. */
export const BROKER_TABS: readonly BrokerTab[] = [
  { label: 'Listings', path: 'listings', built: true, staff: false },
  { label: 'Licenses', path: 'licenses', built: true, staff: false },
  { label: 'Offers', path: 'negotiations', built: true, staff: true },
  { label: 'Earnings', path: 'earnings', built: true, staff: false },
  { label: 'Tools', path: 'tools', built: true, staff: false },
];

/** Who the profile is in the broker area (src/shared/broker-access.ts: brokers, staff for Offers, nobody). */
export const brokerAccessOf = (profile: Profile): BrokerAreaAccess => brokerAreaAccess(menuViewerOf(profile));

/** The tabs built so far that this viewer may open, in spec 3's order. */
export function visibleBrokerTabs(
  access: BrokerAreaAccess,
  tabs: readonly BrokerTab[] = BROKER_TABS,
): BrokerTab[] {
  if (access === 'none') return [];
  return tabs.filter((tab) => tab.built && (access === 'broker' || tab.staff));
}

/**
 * The tab to send the viewer to instead of the one `pathname` opens, when that one is spec 3's tab they may
 * not see (staff on a broker-only tab); null when the path is fine or names no tab.
 */
export function redirectForTab(
  pathname: string,
  access: BrokerAreaAccess,
  tabs: readonly BrokerTab[] = BROKER_TABS,
): string | null {
  const segment = pathname.replace(/^\/account\/broker\/?/, '').split('/')[0] ?? '';
  const tab = tabs.find((candidate) => candidate.path === segment);
  const visible = visibleBrokerTabs(access, tabs);
  if (!tab || visible.includes(tab)) return null;
  return `/account/broker/${visible[0]?.path ?? 'negotiations'}`;
}
