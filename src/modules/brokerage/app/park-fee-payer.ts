import type { EarningsDeps } from './earnings-deps.ts';

/**
 * For recurring billing (docs/adr/0064): who pays the monthly Park fee of a number an account holds. A number
 * bought through a broker's embedded search widget is billed to that broker (spec 3: "the broker is billed the
 * monthly Park fee for resold numbers and collects from the customer") while the buyer's account holds it; any
 * other number, or one the buyer later moved to another account, answers null: its account pays. Caller's
 * transaction.
 */
export function makeParkFeePayer(deps: Pick<EarningsDeps, 'transactions'>) {
  return async function parkFeePayer(tn: string, accountId: number): Promise<number | null> {
    const sale = await deps.transactions.embeddedSaleOf(tn, accountId);
    return sale?.brokerAccountId ?? null;
  };
}
