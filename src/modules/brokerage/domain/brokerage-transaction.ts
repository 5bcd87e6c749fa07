import { feeSplit, payableDateOf } from './earnings.ts';

/** Every type spec 3 names: a sale, a licence's setup fee and months, a widget sale and an affiliate sale. */
export const BROKERAGE_TRANSACTION_TYPES = [
  'sale',
  'licenseNrc',
  'licenseMrc',
  'embedded',
  'affiliate',
] as const;
export type BrokerageTransactionType = (typeof BROKERAGE_TRANSACTION_TYPES)[number];
/**
 * Spec 3's four statuses plus 'cancelled' (docs/adr/0061): new (recorded) -> pending (the charge that funded it
 * was collected) -> payable (its hold is over) -> paid (a payout includes it). A cancelled sale or a chargeback
 * before payout makes it 'cancelled': never payable again.
 */
export const BROKERAGE_TRANSACTION_STATUSES = ['new', 'pending', 'payable', 'paid', 'cancelled'] as const;
export type BrokerageTransactionStatus = (typeof BROKERAGE_TRANSACTION_STATUSES)[number];

/**
 * Whether a transaction can be paid out at `now` (docs/adr/0061), the ONE rule the job, the Payable view and
 * requestPayout share: status 'payable', or 'pending' (its funding collected) whose payableDate has come, and
 * not yet in a payout. A 'new' row is not (its charge is not collected yet), nor a paid or cancelled one. The
 * status job turns the second case into 'payable'; the Clock decides in between so a run's lag changes nothing.
 */
export function isPayableAt(
  transaction: Pick<BrokerageTransaction, 'status' | 'payableDate'> & { payoutId?: number | null },
  now: Date,
): boolean {
  if (transaction.payoutId != null) return false;
  if (transaction.status === 'payable') return true;
  return transaction.status === 'pending' && transaction.payableDate.getTime() <= now.getTime();
}

/** How the charge that funded a transaction was paid, kept in its data (`funding`) at recording. */
export interface Funding {
  /** 'card': a card payment (captured now, or on a held order's approval); 'account': billed to the account. */
  kind: 'card' | 'account' | 'bypass' | 'none' | 'charge';
  paymentIntentId: string | null;
  buyerAccountId: number | null;
}

/** The funding recorded on a transaction; rows without one (licence months, older rows) were collected. */
export function fundingOf(transaction: Pick<BrokerageTransaction, 'data'>): Funding | null {
  const funding = transaction.data.funding as Partial<Funding> | undefined;
  if (!funding || typeof funding.kind !== 'string') return null;
  return {
    kind: funding.kind,
    paymentIntentId: funding.paymentIntentId ?? null,
    buyerAccountId: funding.buyerAccountId ?? null,
  };
}

/**
 * The status the job moves a transaction to at `now` (docs/adr/0061), or null when it stays: a 'new' one
 * whose funding is collected becomes 'pending'; a 'pending' one isPayableAt now becomes 'payable'. Both steps
 * can happen in one run. Paid and cancelled rows never move.
 */
export function nextStatus(
  transaction: Pick<BrokerageTransaction, 'status' | 'payableDate' | 'payoutId'>,
  now: Date,
  collected: boolean,
): BrokerageTransactionStatus | null {
  let status = transaction.status;
  if (status === 'new' && collected) status = 'pending';
  if (status === 'pending' && isPayableAt({ ...transaction, status }, now)) status = 'payable';
  return status === transaction.status ? null : status;
}

/** Why an employee's Early Payout is refused (spec 3 section 4), or null: pending, payableDate not passed. */
export function earlyPayoutProblem(
  transaction: Pick<BrokerageTransaction, 'status' | 'payableDate'>,
  now: Date,
): string | null {
  if (transaction.status !== 'pending')
    return `Early payout is only for pending transactions; this one is ${transaction.status}.`;
  if (transaction.payableDate.getTime() < now.getTime())
    return 'This transaction is already payable: its payable date has passed.';
  return null;
}

/** Why Cancel Sale is refused (spec 3 section 4: sale transactions with no payoutId), or null. */
export function cancelSaleProblem(transaction: Pick<BrokerageTransaction, 'type' | 'status' | 'payoutId'>) {
  if (transaction.type !== 'sale') return 'Only sale transactions can be cancelled.';
  if (transaction.payoutId !== null) return 'This sale was already paid out; it cannot be cancelled.';
  if (transaction.status === 'cancelled') return 'This sale is already cancelled.';
  return null;
}

/**
 * What a broker earned on one sale, licence setup fee or licence month (spec 3 Brokerage transaction), in
 * cents. `sourceReference` names what earned it ('order:{uuid}:{tn}', 'charge:{key}') and is UNIQUE, so a
 * retried checkout or billing run never records it twice. Payouts (issue 16) set payoutId and status later.
 */
export class BrokerageTransaction {
  id!: number;
  brokerAccountId: number;
  tn: string;
  spelling: string | null;
  type: BrokerageTransactionType;
  status: BrokerageTransactionStatus;
  purchaseAmount: number;
  feeAmount: number;
  payoutAmount: number;
  pigPickPercentage: number;
  payoutId: number | null;
  createDate: Date;
  payableDate: Date;
  data: Record<string, unknown>;
  sourceReference: string;

  constructor(input: {
    brokerAccountId: number;
    tn: string;
    spelling?: string | null;
    type: BrokerageTransactionType;
    purchaseAmount: number;
    /** Charged only on a sale or licence made while the listing was a Pig Pick. */
    pigPickPercentage?: number;
    /** The house's commission staff set on an admin item (docs/adr/0075); the default 40% when absent. */
    commissionPercent?: number | null;
    /** No earlier transaction of this broker on this number: the 30-day hold. */
    firstOfNumber: boolean;
    now: Date;
    sourceReference: string;
    data?: Record<string, unknown>;
    /** A split decided elsewhere (an embedded sale, domain/embedded-sale.ts); the default 40% split otherwise. */
    split?: { feeAmount: number; payoutAmount: number; pigPickPercentage: number };
  }) {
    const split =
      input.split ??
      feeSplit(input.purchaseAmount, input.pigPickPercentage ?? 0, input.commissionPercent ?? undefined);
    this.brokerAccountId = input.brokerAccountId;
    this.tn = input.tn;
    this.spelling = input.spelling ?? null;
    this.type = input.type;
    this.status = 'new';
    this.purchaseAmount = input.purchaseAmount;
    this.feeAmount = split.feeAmount;
    this.payoutAmount = split.payoutAmount;
    this.pigPickPercentage = split.pigPickPercentage;
    this.payoutId = null;
    this.createDate = input.now;
    this.payableDate = payableDateOf(input.now, input.firstOfNumber);
    this.data = input.data ?? {};
    this.sourceReference = input.sourceReference;
  }

  /** Cancelled (docs/adr/0061): by an employee's Cancel Sale or a chargeback; `saleStatus` says so in data. */
  cancel(reason: 'cancelSale' | 'chargeback', now: Date, detail: Record<string, unknown> = {}): void {
    this.status = 'cancelled';
    this.data = {
      ...this.data,
      saleStatus: 'cancelled',
      cancelReason: reason,
      cancelDate: now.toISOString(),
      ...detail,
    };
  }
}
