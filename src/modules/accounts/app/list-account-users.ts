import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { type AccountUserView, toAccountUserView } from './account-members.ts';

export interface ListAccountUsersDeps {
  directory: AccountDirectory;
  users: UserRepository;
}

/** The Users screen (spec: brand 2): who may use this account, a page at a time. */
export function makeListAccountUsers({ directory, users }: ListAccountUsersDeps) {
  return async function listAccountUsers(caller: MemberCaller, page: { limit: number; offset: number }) {
    const members = await directory.membersOfAccount(caller.accountId);
    const slice = members.slice(page.offset, page.offset + page.limit);
    const data: AccountUserView[] = [];
    for (const membership of slice) {
      const user = await users.byId(membership.userId);
      if (user) data.push(toAccountUserView(caller, user, membership));
    }
    return { data, total: members.length, limit: page.limit, skip: page.offset };
  };
}
