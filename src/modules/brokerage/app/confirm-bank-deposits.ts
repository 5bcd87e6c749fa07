import { isDepositAmount } from '../../../shared/bank-account-rules.ts';
import { BankAccountNotFound, DepositAmountsInvalid } from '../domain/ach.errors.ts';
import { sameDeposits } from '../domain/bank-account.ts';
import { type AchDeps, type BankAccountView, bankAccountView, DEPOSIT_GUESS_RATE_LIMIT } from './ach-deps.ts';

/**
 * POST /api/bankAccount/{id}/verify: the broker's two micro-deposit amounts (cents, either order). Right: the
 * account is verified (verifiedDate set). Wrong: the guess is counted (committed) and refused; the fifth wrong
 * guess locks the verification, and a per-broker rate limit stops guessing across delete-and-add.
 */
export function makeConfirmBankDeposits(
  deps: Pick<AchDeps, 'bankAccounts' | 'secretBox' | 'rateLimiter' | 'clock' | 'tx'>,
) {
  return async (input: {
    brokerAccountId: number;
    bankAccountId: number;
    amounts: readonly number[];
  }): Promise<BankAccountView> => {
    if (input.amounts.length !== 2 || !input.amounts.every(isDepositAmount))
      throw new DepositAmountsInvalid();
    const now = deps.clock.now();
    await deps.rateLimiter.hit([DEPOSIT_GUESS_RATE_LIMIT(input.brokerAccountId)], now);
    const outcome = await deps.tx(async () => {
      const account = await deps.bankAccounts.ofBroker(input.brokerAccountId, { lock: true });
      if (account?.id !== input.bankAccountId) throw new BankAccountNotFound();
      const sent = deps.secretBox.open(account.depositsSealed).split(',').map(Number);
      try {
        account.confirmDeposits(sameDeposits(sent, input.amounts), now);
      } catch (refusal) {
        await deps.bankAccounts.flush();
        return { refusal };
      }
      await deps.bankAccounts.flush();
      return { view: bankAccountView(account) };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.view;
  };
}
