import { dateOf } from '../../../shared/proration.ts';
import { makeChargeAccount } from './charge-account.ts';
import { makeCollectPayment } from './collect-payment.ts';
import { makeDunningStep } from './dunning-step.ts';
import type { RecurringDeps } from './recurring-deps.ts';

/** A payment attempt still pending this long was left by a stopped worker: it is collected again. */
const STALE_PAYMENT_MS = 60 * 60 * 1000;

/**
 * The daily recurring run (pg-boss job billing.recurring-charges; docs/adr/0038). It charges every account
 * with a number paid up to today or earlier, or with seats (accounts with an anniversary), so a missed day
 * is caught up by the next run; collects the card on file; then moves each open dunning on. Answers what it
 * did, for the logs and tests. One account's failure does not stop the others; the run then fails to be retried.
 */
export function makeRunRecurringBilling(deps: RecurringDeps) {
  const chargeAccount = makeChargeAccount(deps);
  const collect = makeCollectPayment(deps);
  const dunningStep = makeDunningStep(deps);

  return async function runRecurringBilling() {
    const today = dateOf(deps.clock.now());
    const result = { accounts: 0, payments: 0, declined: 0, failures: 0 };
    let firstError: unknown = null;
    const step = async (work: () => Promise<unknown>) => {
      try {
        await deps.fresh(work);
      } catch (error) {
        result.failures++;
        if (result.failures === 1) firstError = error;
      }
    };
    const collected = async (attempt: Awaited<ReturnType<typeof chargeAccount>>) => {
      if (!attempt) return;
      const outcome = await collect(attempt);
      result[outcome === 'paid' ? 'payments' : 'declined']++;
    };

    const due = await deps.fresh(async () => [
      ...new Set([
        ...(await deps.numbers.accountsDue(today)),
        ...(await deps.accounts.accountsWithAnniversary()),
      ]),
    ]);
    for (const accountId of due.sort((a, b) => a - b))
      await step(async () => {
        result.accounts++;
        await collected(await chargeAccount(accountId, today));
      });
    const stale = await deps.fresh(() =>
      deps.dunning.stalePayments(new Date(deps.clock.now().getTime() - STALE_PAYMENT_MS)),
    );
    for (const attempt of stale) await step(() => collected({ ...attempt, retry: 0 }));
    for (const accountId of await deps.fresh(() => deps.dunning.openAccounts()))
      await step(async () => collected(await dunningStep(accountId, today)));
    if (firstError) throw firstError;
    return result;
  };
}
