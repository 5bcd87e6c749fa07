import type { createAccountsModule } from '../../../accounts/index.ts';
import type { ConfirmationLoginTokens } from '../../ports/confirmation-login-tokens.ts';

/** Confirmation's login tokens over the accounts facade. */
export function accountsConfirmationLoginTokens(
  accounts: Pick<ReturnType<typeof createAccountsModule>, 'issueLoginToken'>,
): ConfirmationLoginTokens {
  return { issue: (input) => accounts.issueLoginToken(input) };
}
