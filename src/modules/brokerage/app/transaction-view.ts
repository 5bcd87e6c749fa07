import { type BrokerageTransaction, isPayableAt } from '../domain/brokerage-transaction.ts';
import { humanTn } from './earnings-deps.ts';

const integerOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Spec 3 Brokerage transaction's per-type fields: a sale's split, a licence's fees from its data. */
function extrasOf(transaction: BrokerageTransaction) {
  if (transaction.type === 'sale')
    return {
      feeAmount: transaction.feeAmount,
      purchaseAmount: transaction.purchaseAmount,
      pigPickPercentage: transaction.pigPickPercentage,
      tnType: typeof transaction.data.tnType === 'string' ? transaction.data.tnType : null,
      saleStatus: typeof transaction.data.saleStatus === 'string' ? transaction.data.saleStatus : null,
    };
  return {
    licenseId: integerOf(transaction.data.licenseId),
    oneTimeSetupFee: transaction.type === 'licenseNrc' ? transaction.purchaseAmount : null,
    monthlyFee:
      transaction.type === 'licenseMrc' ? transaction.purchaseAmount : integerOf(transaction.data.monthlyFee),
    licenseAnnualIncrease: integerOf(transaction.data.annualIncrease),
  };
}

/**
 * Spec 3 Brokerage transaction as the Transactions screen, its CSV and the full-info call show it (cents, ISO
 * dates). `payable` is isPayableAt(now), the rule the status job also applies (docs/adr/0061).
 */
export function toTransactionView(transaction: BrokerageTransaction, now: Date) {
  return {
    brokerageTransactionId: transaction.id,
    payoutId: transaction.payoutId,
    tn: transaction.tn,
    spelling: transaction.spelling,
    formattedTn: humanTn(transaction.tn),
    payoutAmount: transaction.payoutAmount,
    type: transaction.type,
    status: transaction.status,
    payable: isPayableAt(transaction, now),
    createDate: transaction.createDate.toISOString(),
    payableDate: transaction.payableDate.toISOString(),
    ...extrasOf(transaction),
  };
}

export type TransactionView = ReturnType<typeof toTransactionView>;
