import type { ConfirmationLoginTokens } from '../../ports/confirmation-login-tokens.ts';

/** The part of the accounts module's facade this adapter uses (its index.ts `issueLoginToken`). */
interface AccountsLoginTokenIssuer {
  issueLoginToken(input: { userId: number; accountId: number }): Promise<string>;
}

/** Confirmation's login tokens over the accounts facade. */
export function accountsConfirmationLoginTokens(accounts: AccountsLoginTokenIssuer): ConfirmationLoginTokens {
  return { issue: (input) => accounts.issueLoginToken(input) };
}
