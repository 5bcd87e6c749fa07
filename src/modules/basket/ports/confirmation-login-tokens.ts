/** What confirmation needs of accounts: a single-use token that signs the confirmed user in (GET /api/session/{token}). */
export interface ConfirmationLoginTokens {
  issue(input: { userId: number; accountId: number }): Promise<string>;
}
