import type { Funding } from '../domain/brokerage-transaction.ts';
import type { CheckoutSales } from './record-checkout-earnings.ts';

/**
 * The charge that funded everything an order earns brokers (sale, embedded and affiliate alike): the status job
 * keeps each transaction 'new' until it is collected, and a dispute of it finds them (docs/adr/0061).
 */
export function orderFunding(order: CheckoutSales): Funding {
  return {
    kind: order.payment?.kind ?? 'none',
    paymentIntentId: order.payment?.paymentIntentId ?? null,
    buyerAccountId: order.buyerAccountId,
  };
}
