import type { OpenWorkCount } from '../../ports/open-work.ts';

/** The accounts module's facade, as the admin home's broker application count. */
export function accountsBrokerApplicationCount(accounts: {
  pendingBrokerApplicationCount(): Promise<number>;
}): OpenWorkCount {
  return () => accounts.pendingBrokerApplicationCount();
}
