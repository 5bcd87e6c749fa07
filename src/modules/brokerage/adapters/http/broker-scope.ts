import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { mayUseStaffTools, requireMember } from '../../../../platform/http/guards.ts';
import { NotABroker } from '../../domain/brokerage.errors.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';

/** Whose broker data a request reads and changes, and whether the caller has staff powers on it (spec 3 §6). */
export interface BrokerScope {
  accountId: number;
  userId: number;
  /** Employees (and admin users) on a web session: Cancel License, Cancel Sale, the admin-only row control. */
  isEmployee: boolean;
  adminUser: boolean;
}

/**
 * The broker area (spec 3 section 6): an admin-role member of an account with sellersAdmin 'Y', by web
 * session or API token. Staff signed in to a broker's account (switch account) act on it with their
 * powers. Everyone else: 403. Rows are always scoped to `accountId`, so another broker's row answers 404.
 */
export async function brokerScope(c: Context<AppEnv>, brokers: BrokerAccounts): Promise<BrokerScope> {
  const caller = requireMember(c);
  const staff = mayUseStaffTools(c);
  if ((caller.role !== 'admin' && !staff) || !(await brokers.isBroker(caller.accountId)))
    throw new NotABroker();
  return {
    accountId: caller.accountId,
    userId: caller.userId,
    isEmployee: staff && caller.isEmployee,
    adminUser: staff && caller.adminUser,
  };
}
