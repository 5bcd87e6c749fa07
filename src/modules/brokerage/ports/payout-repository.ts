import type { ListQuery } from '../../../shared/list-query.ts';
import type { Payout } from '../domain/payout.ts';

/** A payout's transaction as the Payouts screen's expandable phone numbers show it. */
export interface PayoutLine {
  payoutId: number;
  brokerageTransactionId: number;
  tn: string;
  payoutAmount: number;
}

/** One broker's payouts in a calendar year (the 1099 report). */
export interface YearlyPayouts {
  brokerAccountId: number;
  totalCents: number;
  payoutCount: number;
}

/** Brokers' payouts (brokerage.payout). Joins the caller's transaction. */
export interface PayoutRepository {
  /** Inserts it at once (its id keys the claim and the rails). */
  add(payout: Payout): Promise<void>;
  flush(): Promise<void>;
  /** Writes the payout's status, reference and note (by SQL: the payout may come from an earlier transaction). */
  settle(payout: Payout): Promise<void>;
  ofBroker(brokerAccountId: number, id: number): Promise<Payout | null>;
  list(brokerAccountId: number, query: ListQuery): Promise<{ data: Payout[]; total: number }>;
  /** The transactions of the payouts, oldest first. */
  linesOf(payoutIds: readonly number[]): Promise<PayoutLine[]>;
  /** Paid payouts of `year` (UTC), per broker, whose total is over `overCents`, biggest first. */
  yearTotals(year: number, overCents: number): Promise<YearlyPayouts[]>;
}
