import { fundingOf, nextStatus } from '../domain/brokerage-transaction.ts';
import type { PayoutDeps } from './payout-deps.ts';

const BATCH = 200;

/**
 * The status job (docs/adr/0061): every 'new' transaction whose funding charge is collected becomes 'pending',
 * every 'pending' one whose hold is over (isPayableAt the Clock's now) becomes 'payable'. Batches of 200, each
 * in its own transaction; running it twice changes nothing more (idempotent). Answers how many moved.
 */
export function makeAdvanceTransactions(deps: Pick<PayoutDeps, 'transactions' | 'billing' | 'clock' | 'tx'>) {
  /**
   * `brokerAccountId` limits the run to one broker's transactions; `dryRun` answers what would move and
   * changes nothing (the admin CLI's dry run).
   */
  return async function advanceTransactions(
    options: { brokerAccountId?: number; dryRun?: boolean } = {},
  ): Promise<{ pending: number; payable: number }> {
    const now = deps.clock.now();
    const moved = { pending: 0, payable: 0 };
    const collected = new Map<string, boolean>();
    let afterId = 0;
    for (;;) {
      const more = await deps.tx(async () => {
        const batch = await deps.transactions.movable(afterId, BATCH, options.brokerAccountId);
        for (const transaction of batch) {
          afterId = transaction.id;
          const funding = fundingOf(transaction);
          let isCollected = true;
          if (funding && transaction.status === 'new') {
            const key = JSON.stringify(funding);
            if (!collected.has(key)) collected.set(key, await deps.billing.collected(funding));
            isCollected = collected.get(key)!;
          }
          const status = nextStatus(transaction, now, isCollected);
          if (!status) continue;
          if (!options.dryRun) transaction.status = status;
          if (status === 'pending') moved.pending++;
          if (status === 'payable') moved.payable++;
        }
        if (!options.dryRun) await deps.transactions.flush();
        return batch.length === BATCH;
      });
      if (!more) return moved;
    }
  };
}
