import type { Clock } from '../../../platform/clock/clock.ts';
import { Account } from '../domain/account.ts';
import { Membership } from '../domain/membership.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';

export interface OpenAccountOnBrandDeps {
  directory: AccountDirectory;
  clock: Clock;
}

/**
 * For change-brand: a new account on another brand for an existing user, who becomes its admin. The company,
 * address and anniversary date are copied from the account the user converts from. Runs in the caller's
 * transaction; answers null when the user is not a member of that account.
 */
export function makeOpenAccountOnBrand({ directory, clock }: OpenAccountOnBrandDeps) {
  return async function openAccountOnBrand(input: {
    userId: number;
    brandingId: number;
    copyFromAccountId: number;
  }): Promise<{ accountId: number } | null> {
    const [from, membership] = await Promise.all([
      directory.accountById(input.copyFromAccountId),
      directory.membership(input.userId, input.copyFromAccountId),
    ]);
    if (!from || !membership) return null;
    const account = await directory.addAccount(
      new Account({
        brandingId: input.brandingId,
        createdAt: clock.now(),
        company: from.company,
        address: from.address,
        city: from.city,
        state: from.state,
        zip: from.zip,
        anniversaryDate: from.anniversaryDate,
      }),
    );
    await directory.addMembership(
      new Membership({ userId: input.userId, accountId: account.id, role: 'admin' }),
    );
    return { accountId: account.id };
  };
}
