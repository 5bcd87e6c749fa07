/** A member of an account as messaging needs them: to assign numbers to, or to mail. */
export interface AccountMember {
  userId: number;
  role: 'admin' | 'user';
  email: string;
  firstName: string;
}

/** Who belongs to an account (implemented over the accounts module). */
export interface AccountMembers {
  membersOf(accountId: number): Promise<AccountMember[]>;
}
