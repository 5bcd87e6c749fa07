import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { ApiTokenRepository } from '../ports/credential-repositories.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { assertAnotherAdmin, memberOfCallersAccount } from './account-members.ts';

export interface RemoveAccountUserDeps {
  directory: AccountDirectory;
  users: UserRepository;
  sessions: SessionRepository;
  apiTokens: ApiTokenRepository;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** An admin removes a member: their sessions and API tokens in this account end with the membership. */
export function makeRemoveAccountUser(deps: RemoveAccountUserDeps) {
  const { directory, sessions, apiTokens, tx } = deps;
  return async function removeAccountUser(caller: MemberCaller, userId: number): Promise<void> {
    await tx(async () => {
      const { membership } = await memberOfCallersAccount(deps, caller, userId);
      if (membership.role === 'admin') await assertAnotherAdmin(directory, caller.accountId, userId);
      await directory.removeMembership(membership);
      await sessions.removeOfUserInAccount(userId, caller.accountId);
      await apiTokens.removeAllOfUserInAccount(userId, caller.accountId);
    });
  };
}
