import type { Account } from '../domain/account.ts';
import { notAMember } from '../domain/accounts.errors.ts';
import { pathAfterActivation } from '../domain/activation.ts';
import type { AccountBalances } from '../ports/account-balances.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { PendingTransfer, PendingTransfers } from '../ports/pending-transfers.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { accountOwner } from './account-owner.ts';

/** GET /api/accounts/pending-transfers (spec 2 section 7): what /account/activate shows. */
export interface ActivationView {
  accountId: number;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** The ledger balance, cents. */
  balance: number;
  /** What activating takes: the balance (never below 0) plus the pending transfers' charges. */
  amountDue: number;
  settings: { code: string; value: string }[];
  accountType: Account['accountType'];
  isStub: boolean;
  isB2b: boolean;
  sellersAdmin: 'Y' | 'N';
  needsBrokerTerms: boolean;
  pendingTransfers: PendingTransfer[];
  nextPath: string;
}

export interface GetActivationDeps {
  directory: AccountDirectory;
  users: UserRepository;
  balances: AccountBalances;
  transfers: PendingTransfers;
}

export const amountDueCents = (balanceCents: number, pending: PendingTransfer[]) =>
  Math.max(0, balanceCents) + pending.reduce((sum, transfer) => sum + transfer.totalCharge, 0);

export function makeGetActivation(deps: GetActivationDeps) {
  return async function getActivation(accountId: number): Promise<ActivationView> {
    const account = await deps.directory.accountById(accountId);
    if (!account) throw notAMember();
    const owner = await accountOwner(deps, accountId);
    const balance = await deps.balances.balanceCents(accountId);
    const pendingTransfers = await deps.transfers.pendingOf(accountId);
    return {
      accountId,
      firstName: owner?.firstName ?? '',
      lastName: owner?.lastName ?? '',
      company: account.company,
      address: account.address,
      city: account.city,
      state: account.state,
      zip: account.zip,
      balance,
      amountDue: amountDueCents(balance, pendingTransfers),
      settings: account.isStub() ? [{ code: 'isStub', value: 'Y' }] : [],
      accountType: account.accountType,
      isStub: account.isStub(),
      isB2b: account.isB2b,
      sellersAdmin: account.sellersAdmin ? 'Y' : 'N',
      needsBrokerTerms: account.needsBrokerTerms(),
      pendingTransfers,
      nextPath: pathAfterActivation(account),
    };
  };
}
