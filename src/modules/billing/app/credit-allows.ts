import type { BillingAccounts } from '../ports/billing-sources.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';

/**
 * billing.credit.allows: whether the account may owe `extraCents` more, its balance plus the extra staying
 * within its credit limit (spec 2's creditLimit; the offers issue refuses offers above it). An unknown
 * account, or a negative extra, is refused.
 */
export function makeCreditAllows(deps: { ledger: LedgerRepository; accounts: BillingAccounts }) {
  return async function allows(accountId: number, extraCents: number): Promise<boolean> {
    if (!Number.isSafeInteger(extraCents) || extraCents < 0) return false;
    const account = await deps.accounts.billingAccount(accountId);
    if (!account) return false;
    const balance = await deps.ledger.balanceCents(accountId);
    return balance + extraCents <= account.creditLimitCents;
  };
}
