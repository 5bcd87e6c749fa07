import type { PaymentKind } from '../domain/checkout-order.ts';
import type { Referral } from '../domain/referral.ts';

/** A number the order bought, as the broker who listed it earns on it. Cents. */
export interface SoldNumber {
  tn: string;
  /** What the buyer paid once for it: the sale price, or a licence's one-time fee. */
  amountCents: number;
  /** Sold through a broker's widget: the catalog's price its markup was added to (docs/adr/0064). */
  listCents?: number | undefined;
  /** Null when bought; a licence's monthly fee and yearly increase (hundredths of a percent). */
  licence: { monthlyCents: number; annualIncreaseBp: number } | null;
  /** Added from search's promoted Pig Pick (docs/adr/0066): the percentage shown and when; null otherwise. */
  pigPick: { percentage: number; shownAt: string } | null;
  /** Staff's admin add-number item: the commission (percent) the house keeps instead of its default; null otherwise. */
  commissionPercent: number | null;
}

/**
 * Brokers' side of an order (docs/adr/0058): numbers a broker listed become the broker's sale or licence, and
 * an on-network one leaves the broker's account before the buyer's gets it. Idempotent by order and number;
 * runs in the caller's transaction. Implemented over the brokerage module.
 */
export interface BrokerSales {
  record(input: {
    orderUuid: string;
    buyerAccountId: number;
    /** The buyer's email: an affiliate sale to the broker themself is not an affiliate sale (spec 3). */
    buyerEmail: string;
    /** The account was opened by this order (a guest checkout): only such sales pay an affiliate. */
    newCustomer: boolean;
    /** The widget or affiliate link that brought the buyer, or null. */
    referral: Referral | null;
    numbers: SoldNumber[];
    /** How the order was paid: brokers are paid once it is collected; a dispute names its PaymentIntent. */
    payment: { kind: PaymentKind; paymentIntentId: string | null };
  }): Promise<void>;
}
