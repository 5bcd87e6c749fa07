import { DomainError } from '../../../shared/domain-error.ts';
import type { Account } from '../domain/account.ts';
import { Membership } from '../domain/membership.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { AccountSearch } from '../ports/support-access.ts';
import { companyName } from './invitation-views.ts';

/** What staff see of their support membership. */
export interface SupportMembershipView {
  accountId: number;
  userId: number;
  company: string;
  brandingId: number;
  role: 'admin';
  nickname: string;
}

export const accountNotFound = () =>
  new DomainError('not_found', 'accounts.account_not_found', 'No such account.');

export const supportNotFound = () =>
  new DomainError('not_found', 'accounts.support_not_found', 'You have no support access to this account.');

export const customerMembership = () =>
  new DomainError(
    'conflict',
    'accounts.already_member',
    'You already belong to this account as one of its users: switch to it from the account menu.',
  );

/** The nickname the account menu shows for a support membership. */
export const supportNickname = (account: Account) =>
  `${account.company || `Account ${account.id}`} (support)`;

export const toSupportMembershipView = (account: Account, membership: Membership): SupportMembershipView => ({
  accountId: account.id,
  userId: membership.userId,
  company: companyName(account),
  brandingId: account.brandingId,
  role: 'admin',
  nickname: membership.nickname,
});

/** An account staff may act in: 404 when there is none. */
export async function accountForSupport(directory: AccountDirectory, accountId: number): Promise<Account> {
  const account = await directory.accountById(accountId);
  if (!account) throw accountNotFound();
  return account;
}

export const newSupportMembership = (account: Account, staffUserId: number) =>
  new Membership({
    userId: staffUserId,
    accountId: account.id,
    role: 'admin',
    nickname: supportNickname(account),
    support: true,
  });

/** GET /api/admin/accounts: a page of accounts matching the text. */
export function makeSearchAccounts({ search }: { search: AccountSearch }) {
  return async function searchAccounts(input: {
    text: string;
    staffUserId: number;
    limit: number;
    skip: number;
  }) {
    const { rows, total } = await search.search({
      text: input.text.trim(),
      staffUserId: input.staffUserId,
      limit: input.limit,
      offset: input.skip,
    });
    return { data: rows, total, limit: input.limit, skip: input.skip };
  };
}
