/** What billing needs of accounts for the billing page: the account's credit limit, as its member sees it. */
export interface AccountCreditLimits {
  /** Cents; null when the user is not a member of the account. */
  creditLimitCents(input: { userId: number; accountId: number }): Promise<number | null>;
}
