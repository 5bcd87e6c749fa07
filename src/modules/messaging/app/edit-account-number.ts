import { ForbiddenError } from '../../../shared/domain-error.ts';
import { accountUserNotFound } from '../domain/account-number.errors.ts';
import { checkedNickname } from '../domain/nickname.ts';
import type { AccountMembers } from '../ports/account-members.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import { type AccountNumberView, toAccountNumberView } from './account-number-view.ts';
import { callersNumber, isNumberAdmin, type NumberCaller } from './number-caller.ts';

export interface EditAccountNumberDeps {
  numbers: AccountNumberRepository;
  plans: NumberPlans;
  members: AccountMembers;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** PATCH /api/accounts/telephone-numbers/{tn}: what may change without money, each field optional. */
export interface AccountNumberEdit {
  nickname?: string;
  /** A member of the account to give the number to, or null to take it back (admins only). */
  assignedUserId?: number | null;
}

/**
 * Renames a number (admins, and the user it is assigned to) and assigns it to a member of the account
 * (admins only). Nothing changes unless every field is valid.
 */
export function makeEditAccountNumber({ numbers, plans, members, tx }: EditAccountNumberDeps) {
  return async function editAccountNumber(
    caller: NumberCaller,
    tn: string,
    edit: AccountNumberEdit,
  ): Promise<AccountNumberView> {
    return tx(async () => {
      const number = await callersNumber(numbers, caller, tn, { lock: true });
      const nickname = edit.nickname === undefined ? number.nickname : checkedNickname(edit.nickname);
      let assignedUserId = number.assignedUserId;
      if (edit.assignedUserId !== undefined) {
        if (!isNumberAdmin(caller))
          throw new ForbiddenError('auth.forbidden', 'Only account admins assign numbers to users.');
        if (edit.assignedUserId !== null) {
          const member = (await members.membersOf(number.accountId)).find(
            (m) => m.userId === edit.assignedUserId,
          );
          if (!member) throw accountUserNotFound();
        }
        assignedUserId = edit.assignedUserId;
      }
      number.nickname = nickname;
      number.assignedUserId = assignedUserId;
      await numbers.save(number);
      return toAccountNumberView(plans, caller.brandingId, number);
    });
  };
}
