/**
 * Who reaches the broker dashboard (/account/broker), one rule for the account menu and the dashboard.
 * Spec 3: "only shown to an admin-role user whose account has sellersAdmin 'Y'" (a broker). Staff (employees
 * and admin users) answer the house's offers on its Offers tab (docs/adr/0050, 0054), so staff who are not
 * brokers get that tab only. Staff signed in to a broker's account act on it with every tab, as the server's
 * brokerScope lets them (docs/adr/0055).
 */
export type BrokerAreaAccess = 'broker' | 'staff-offers' | 'none';

export interface BrokerAreaViewer {
  role: 'guest' | 'user' | 'admin';
  /** accountInfo.sellersAdmin === 'Y'. */
  sellersAdmin: boolean;
  isEmployee: boolean;
  adminUser: boolean;
}

export function brokerAreaAccess(viewer: BrokerAreaViewer): BrokerAreaAccess {
  const staff = viewer.isEmployee || viewer.adminUser;
  if (viewer.sellersAdmin && (viewer.role === 'admin' || staff)) return 'broker';
  if (staff) return 'staff-offers';
  return 'none';
}
