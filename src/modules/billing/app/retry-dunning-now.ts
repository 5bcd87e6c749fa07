import { dateOf } from '../../../shared/proration.ts';
import { DunningNotFound, DunningPaymentInProgress } from '../domain/billing.errors.ts';
import { dunningRetryKey } from '../domain/dunning.ts';
import type { DunningAudit } from '../ports/dunning-audit.ts';
import { makeCollectPayment, type PaymentAttempt } from './collect-payment.ts';
import { toDunningState } from './dunning-account-view.ts';
import type { RecurringDeps } from './recurring-deps.ts';

export interface RetryDunningOutcome {
  /** paid: charged, the ledger has the payment; declined: still in dunning; ended: nothing was owed. */
  outcome: 'paid' | 'declined' | 'ended';
  amountCents: number;
  /** The card's decline message when declined; empty otherwise. */
  message: string;
}

/**
 * Staff "retry now" (POST /api/admin/dunning/{accountId}/retry, docs/adr/0074): the dunning's next retry is
 * made at once, as the daily run would make it: the same attempt key (`dunning:<account>:<start>:<n>`),
 * claimed once, so a double click, or the run on the same day, never charges twice; then it is collected
 * like any attempt (paid ends dunning; declined mails the admins). A balance paid meanwhile ends the dunning
 * at once instead (the existing rule, applied now rather than at the next run). Audited in the claim's
 * transaction, so no attempt is made without its entry.
 */
export function makeRetryDunningNow(deps: RecurringDeps & { audit: DunningAudit }) {
  const collect = makeCollectPayment(deps);

  return async function retryDunningNow(input: {
    accountId: number;
    staffUserId: number;
  }): Promise<RetryDunningOutcome> {
    const { accountId } = input;
    const audit = (before: unknown, after: unknown) =>
      deps.audit.record({
        actorUserId: input.staffUserId,
        action: 'dunning.retryNow',
        subject: `dunning:${accountId}`,
        before,
        after,
      });
    const attempt = await deps.tx(async (): Promise<PaymentAttempt | null> => {
      const dunning = await deps.dunning.open(accountId);
      if (!dunning) throw new DunningNotFound();
      const balance = await deps.ledger.balanceCents(accountId);
      const before = toDunningState(dunning, balance);
      if (balance <= 0) {
        await deps.dunning.end(accountId, dateOf(deps.clock.now()));
        await audit(before, null);
        return null;
      }
      const retry = dunning.retriesDone + 1;
      const key = dunningRetryKey(accountId, dunning.startedOn, retry);
      const claimed =
        (await deps.dunning.claimRetry(accountId, dunning.startedOn, dunning.retriesDone)) &&
        (await deps.dunning.claimPayment({ key, accountId, amountCents: balance, now: deps.clock.now() }));
      if (!claimed) throw new DunningPaymentInProgress();
      const after = toDunningState({ ...dunning, retriesDone: retry }, balance);
      await audit(before, { ...after, attempt: { key, amountCents: balance } });
      return { key, accountId, amountCents: balance, retry };
    });
    if (!attempt) return { outcome: 'ended', amountCents: 0, message: '' };
    const outcome = await collect(attempt);
    const message = outcome === 'declined' ? ((await deps.dunning.open(accountId))?.lastMessage ?? '') : '';
    return { outcome, amountCents: attempt.amountCents, message };
  };
}
