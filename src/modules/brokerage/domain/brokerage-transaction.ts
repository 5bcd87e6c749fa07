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
export const BROKERAGE_TRANSACTION_STATUSES = ['new', 'pending', 'payable', 'paid'] as const;
export type BrokerageTransactionStatus = (typeof BROKERAGE_TRANSACTION_STATUSES)[number];

/**
 * Whether a transaction can be paid out at `now` (docs/adr/0058, transactions API). No job advances statuses
 * yet, so the Clock decides: a 'payable' row is, and a 'new' or 'pending' row is once its payableDate has come
 * (payableDate <= now). A paid row never is. The Payable view and its summary use the same rule in SQL.
 */
export function isPayableAt(
  transaction: Pick<BrokerageTransaction, 'status' | 'payableDate'>,
  now: Date,
): boolean {
  if (transaction.status === 'payable') return true;
  if (transaction.status === 'paid') return false;
  return transaction.payableDate.getTime() <= now.getTime();
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
    /** No earlier transaction of this broker on this number: the 30-day hold. */
    firstOfNumber: boolean;
    now: Date;
    sourceReference: string;
    data?: Record<string, unknown>;
    /** A split decided elsewhere (an embedded sale, domain/embedded-sale.ts); the default 40% split otherwise. */
    split?: { feeAmount: number; payoutAmount: number; pigPickPercentage: number };
  }) {
    const split = input.split ?? feeSplit(input.purchaseAmount, input.pigPickPercentage ?? 0);
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
}
