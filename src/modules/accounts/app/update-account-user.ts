import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { MembershipRole } from '../domain/membership.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import {
  type AccountUserView,
  assertAnotherAdmin,
  memberOfCallersAccount,
  toAccountUserView,
} from './account-members.ts';

export interface UpdateAccountUserDeps {
  directory: AccountDirectory;
  users: UserRepository;
  unitOfWork: UnitOfWorkFlush;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** An admin changes a member's role or nickname; the last admin cannot be made a user. */
export function makeUpdateAccountUser(deps: UpdateAccountUserDeps) {
  const { directory, unitOfWork, tx } = deps;
  return async function updateAccountUser(
    caller: MemberCaller,
    userId: number,
    changes: { role?: MembershipRole; nickname?: string },
  ): Promise<AccountUserView> {
    return tx(async () => {
      const { membership, user } = await memberOfCallersAccount(deps, caller, userId);
      if (changes.role === 'user' && membership.role === 'admin')
        await assertAnotherAdmin(directory, caller.accountId, userId);
      if (changes.role) membership.changeRole(changes.role);
      if (changes.nickname !== undefined) membership.nickname = changes.nickname;
      await unitOfWork.flush();
      return toAccountUserView(caller, user, membership);
    });
  };
}
