import type { Account } from '../domain/account.ts';
import type { Membership } from '../domain/membership.ts';

/** Accounts and who belongs to them. */
export interface AccountDirectory {
  accountById(id: number): Promise<Account | null>;
  membershipsOfUser(userId: number): Promise<Array<{ membership: Membership; account: Account }>>;
  membership(userId: number, accountId: number): Promise<Membership | null>;
  addAccount(account: Account): Promise<Account>;
  addMembership(membership: Membership): Promise<Membership>;
  /** The account's own members, oldest first: staff support memberships are not among them (docs/adr/0080). */
  membersOfAccount(accountId: number): Promise<Membership[]>;
  removeMembership(membership: Membership): Promise<void>;
}
