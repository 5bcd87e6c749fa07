import { describe, expect, it } from 'vitest';
import { type BrokerAreaViewer, brokerAreaAccess } from './broker-access.ts';

const viewer = (overrides: Partial<BrokerAreaViewer> = {}): BrokerAreaViewer => ({
  role: 'admin',
  sellersAdmin: false,
  isEmployee: false,
  adminUser: false,
  ...overrides,
});

describe('brokerAreaAccess', () => {
  it('lets an admin of a sellersAdmin account in as a broker', () => {
    expect(brokerAreaAccess(viewer({ sellersAdmin: true }))).toBe('broker');
  });

  it('keeps a broker who is also staff a broker (every tab)', () => {
    expect(brokerAreaAccess(viewer({ sellersAdmin: true, isEmployee: true }))).toBe('broker');
  });

  it('lets employees and admin users who are not brokers in to the Offers tab only', () => {
    expect(brokerAreaAccess(viewer({ isEmployee: true }))).toBe('staff-offers');
    expect(brokerAreaAccess(viewer({ role: 'user', adminUser: true }))).toBe('staff-offers');
  });

  it("lets staff signed in to a broker's account act on it with every tab, whatever their role there", () => {
    expect(brokerAreaAccess(viewer({ role: 'user', sellersAdmin: true, isEmployee: true }))).toBe('broker');
  });

  it('keeps out account admins without sellersAdmin, users and guests', () => {
    expect(brokerAreaAccess(viewer())).toBe('none');
    expect(brokerAreaAccess(viewer({ role: 'user', sellersAdmin: true }))).toBe('none');
    expect(brokerAreaAccess(viewer({ role: 'guest' }))).toBe('none');
  });
});
