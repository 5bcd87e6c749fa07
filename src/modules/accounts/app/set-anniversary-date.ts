import { parseDate } from '../../../shared/proration.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UnitOfWorkFlush } from '../ports/credential-repositories.ts';

export interface SetAnniversaryDateDeps {
  directory: AccountDirectory;
  unitOfWork: UnitOfWorkFlush;
}

/**
 * For the anniversary-date change: the account's anniversary date ('YYYY-MM-DD', its day is the billing day).
 * Runs in the caller's transaction; answers false when there is no such account.
 */
export function makeSetAnniversaryDate({ directory, unitOfWork }: SetAnniversaryDateDeps) {
  return async function setAnniversaryDate(accountId: number, anniversaryDate: string): Promise<boolean> {
    parseDate(anniversaryDate);
    const account = await directory.accountById(accountId);
    if (!account) return false;
    account.anniversaryDate = anniversaryDate;
    await unitOfWork.flush();
    return true;
  };
}
