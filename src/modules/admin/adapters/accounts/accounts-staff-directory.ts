import type { StaffDirectory } from '../../ports/staff-directory.ts';

/** The accounts module's facade, as the admin module's StaffDirectory port. */
export function accountsStaffDirectory(accounts: {
  userEmail(userId: number): Promise<string | null>;
}): StaffDirectory {
  return { emailOf: (userId) => accounts.userEmail(userId) };
}
