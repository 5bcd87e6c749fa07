import { describe, expect, it } from 'vitest';
import { type BrokerTab, redirectForTab, visibleBrokerTabs } from './broker-tabs.ts';

/** Spec 3's tabs as they will be once brokerage builds Listings: staff must still see Offers only. */
const TABS: readonly BrokerTab[] = [
  { label: 'Listings', path: 'listings', built: true, staff: false },
  { label: 'Licenses', path: 'licenses', built: false, staff: false },
  { label: 'Offers', path: 'negotiations', built: true, staff: true },
];

const labels = (tabs: BrokerTab[]) => tabs.map((tab) => tab.label);

describe('broker tabs', () => {
  it('shows brokers every built tab', () => {
    expect(labels(visibleBrokerTabs('broker', TABS))).toEqual(['Listings', 'Offers']);
  });

  it('shows staff who are not brokers the Offers tab only', () => {
    expect(labels(visibleBrokerTabs('staff-offers', TABS))).toEqual(['Offers']);
  });

  it('shows nobody else a tab', () => {
    expect(visibleBrokerTabs('none', TABS)).toEqual([]);
  });

  it('sends staff who open a broker-only tab to Offers, and lets brokers stay', () => {
    expect(redirectForTab('/account/broker/listings', 'staff-offers', TABS)).toBe(
      '/account/broker/negotiations',
    );
    expect(redirectForTab('/account/broker/listings/12', 'staff-offers', TABS)).toBe(
      '/account/broker/negotiations',
    );
    expect(redirectForTab('/account/broker/listings', 'broker', TABS)).toBeNull();
    expect(redirectForTab('/account/broker/negotiations', 'staff-offers', TABS)).toBeNull();
    expect(redirectForTab('/account/broker', 'staff-offers', TABS)).toBeNull();
  });
});
