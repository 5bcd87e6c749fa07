import type { AccountsModule } from '../../../accounts/index.ts';
import type { AccountCreditLimits } from '../../ports/account-credit-limits.ts';

/** Billing's AccountCreditLimits over the accounts facade (late-bound: accounts is made after billing). */
export function accountsCreditLimits(
  accounts: () => Pick<AccountsModule, 'accountHolder'>,
): AccountCreditLimits {
  return {
    creditLimitCents: async (input) => (await accounts().accountHolder(input))?.creditLimitCents ?? null,
  };
}
