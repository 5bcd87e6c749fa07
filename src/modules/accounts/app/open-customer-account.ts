import type { Clock } from '../../../platform/clock/clock.ts';
import { Account } from '../domain/account.ts';
import { emailInUse } from '../domain/accounts.errors.ts';
import { Membership } from '../domain/membership.ts';
import { User } from '../domain/user.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { type HashNewPasswordDeps, makeHashNewPassword } from './new-password.ts';

export interface NewCustomerAccount {
  brandingId: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** 'YYYY-MM-DD': the day the account's numbers are billed each month. */
  anniversaryDate: string;
}

export interface OpenCustomerAccountDeps extends HashNewPasswordDeps {
  users: UserRepository;
  directory: AccountDirectory;
  clock: Clock;
}

/**
 * For checkout: a guest's order opens a customer account on the basket's brand with its admin user (the
 * password policy applies; 'Email is already in use.' when a user has the email). Runs in the caller's
 * transaction, so a failed checkout leaves no account behind.
 */
export function makeOpenCustomerAccount(deps: OpenCustomerAccountDeps) {
  const { users, directory, clock } = deps;
  const hashNewPassword = makeHashNewPassword(deps);
  return async function openCustomerAccount(
    input: NewCustomerAccount,
  ): Promise<{ accountId: number; userId: number }> {
    if (await users.byEmail(input.email)) throw emailInUse();
    const passwordHash = await hashNewPassword(input.password);
    const now = clock.now();
    const account = await directory.addAccount(
      new Account({
        brandingId: input.brandingId,
        createdAt: now,
        company: input.company,
        address: input.address,
        city: input.city,
        state: input.state,
        zip: input.zip,
        anniversaryDate: input.anniversaryDate,
      }),
    );
    const user = await users.add(
      new User({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        createdAt: now,
      }),
    );
    await directory.addMembership(new Membership({ userId: user.id, accountId: account.id, role: 'admin' }));
    return { accountId: account.id, userId: user.id };
  };
}
