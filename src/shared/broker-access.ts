/**
 * Who reaches the broker dashboard (/account/broker), one rule for the account menu and the dashboard.
 * Spec 3: "only shown to an admin-role user whose account has sellersAdmin 'Y'" (a broker). Staff (employees
 * and admin users) answer the house's offers on its Offers tab (docs/adr/0050, 0054), so staff who are not
 * brokers get that tab only.
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
  if (viewer.role === 'admin' && viewer.sellersAdmin) return 'broker';
  if (viewer.isEmployee || viewer.adminUser) return 'staff-offers';
  return 'none';
}
