import { formatCents } from '../../../shared/money.ts';
import { PayoutRefused, PayoutTransactionsNotPayable } from '../domain/brokerage.errors.ts';
import type { PayoutType } from '../domain/payout.ts';
import { Payout, payoutLedgerReference } from '../domain/payout.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { type PayoutView, toPayoutView } from './payout-view.ts';

/**
 * POST /api/brokerage/requestPayout (spec 3 section 4 Payout flow, docs/adr/0061). Pays exactly the caller's
 * PAYABLE transactions it names, or nothing (422 naming the others). In one database transaction the rows are
 * locked and claimed (payout_id set where it is still null), so two concurrent requests pay each row once.
 * 'account': the broker's ledger is credited in that same transaction (once per payout id) and all is paid.
 * 'ach'/'paypal': the rails' refusal (spec 3's hints) is asked first; after the claim commits the rails send
 * OUTSIDE any transaction, keyed by the payout id; a refusal then releases the claim and answers its message.
 */
export function makeRequestPayout(deps: PayoutDeps) {
  const release = (payout: Payout, message: string) =>
    deps.tx(async () => {
      payout.failed(message);
      await deps.payouts.settle(payout);
      await deps.transactions.release(payout.id);
    });

  return async function requestPayout(input: {
    brokerAccountId: number;
    isEmployee: boolean;
    type: PayoutType;
    brokerageTransactionIds: readonly number[];
    paypalCode?: string;
  }): Promise<PayoutView> {
    const { brokerAccountId, type } = input;
    const ids = [...new Set(input.brokerageTransactionIds)];
    if (type !== 'account') {
      const refusal = await deps.rails.refusal(brokerAccountId, type);
      if (refusal) throw new PayoutRefused(refusal);
    }
    const payout = await deps.tx(async () => {
      const now = deps.clock.now();
      const rows = await deps.transactions.lockPayable(brokerAccountId, ids, now);
      const found = new Set(rows.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id)).sort((a, b) => a - b);
      if (missing.length) throw new PayoutTransactionsNotPayable(missing);
      const amount = rows.reduce((sum, row) => sum + row.payoutAmount, 0);
      if (amount <= 0)
        throw new PayoutRefused('These transactions total $0.00; there is nothing to pay out.');
      const created = new Payout({ brokerAccountId, amount, type, now });
      await deps.payouts.add(created);
      const claimed = await deps.transactions.claim({
        brokerAccountId,
        ids,
        payoutId: created.id,
        now,
        paid: type === 'account',
      });
      if (claimed.length !== ids.length)
        throw new PayoutTransactionsNotPayable(ids.filter((id) => !claimed.some((row) => row.id === id)));
      if (type === 'account') {
        const reference = payoutLedgerReference(created.id);
        await deps.billing.credit({
          accountId: brokerAccountId,
          amountCents: amount,
          description: `Broker payout #${created.id} to account balance: ${formatCents(amount)}`,
          reference,
        });
        created.paid(reference);
        await deps.payouts.flush();
      }
      return created;
    });
    if (type !== 'account') {
      let reference: string;
      try {
        ({ reference } = await deps.rails.send({
          payoutId: payout.id,
          brokerAccountId,
          type,
          amountCents: payout.amount,
          ...(input.paypalCode ? { paypalCode: input.paypalCode } : {}),
        }));
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'The payout was refused.';
        await release(payout, message);
        throw new PayoutRefused(message);
      }
      await deps.tx(async () => {
        payout.paid(reference);
        await deps.payouts.settle(payout);
        await deps.transactions.markPaid(payout.id);
      });
    }
    return toPayoutView(payout, await deps.payouts.linesOf([payout.id]), input.isEmployee);
  };
}
