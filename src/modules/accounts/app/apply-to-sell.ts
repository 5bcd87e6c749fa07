import type { Clock } from '../../../platform/clock/clock.ts';
import { alreadySeller, BrokerApplication, brokerApplicationPending } from '../domain/broker-application.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { BrokerApplicationRepository } from '../ports/broker-application-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { type BrokerApplicationView, toBrokerApplicationView } from './broker-application-view.ts';

export interface ApplyToSellInput {
  accountId: number;
  userId: number;
  company: string;
  website: string;
  numberCount: number;
  message: string;
}

export interface ApplyToSellDeps {
  applications: BrokerApplicationRepository;
  directory: Pick<AccountDirectory, 'accountById'>;
  users: Pick<UserRepository, 'byId'>;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** POST /api/broker-applications: an account admin asks for the account to sell numbers; staff decide. */
export function makeApplyToSell({ applications, directory, users, clock, tx }: ApplyToSellDeps) {
  return async function applyToSell(input: ApplyToSellInput): Promise<BrokerApplicationView> {
    return tx(async () => {
      const account = await directory.accountById(input.accountId);
      if (!account) throw new Error(`account ${input.accountId} of a signed-in caller is missing`);
      if (account.sellersAdmin) throw alreadySeller();
      if (await applications.pendingOfAccount(account.id)) throw brokerApplicationPending();
      const user = await users.byId(input.userId);
      const application = new BrokerApplication({
        ...input,
        brandingId: account.brandingId,
        email: user?.email ?? '',
        createdAt: clock.now(),
      });
      return toBrokerApplicationView(await applications.add(application));
    });
  };
}
