/** What the admin module needs of the accounts module: how to name a staff user in "Who". */
export interface StaffDirectory {
  /** The user's sign-in email, or null when there is no such user. */
  emailOf(userId: number): Promise<string | null>;
}
