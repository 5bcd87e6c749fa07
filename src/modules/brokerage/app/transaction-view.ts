import { type BrokerageTransaction, isPayableAt } from '../domain/brokerage-transaction.ts';
import { type License, nextAnniversary } from '../domain/license.ts';
import type { LicenseRepository } from '../ports/earnings-repository.ts';
import { humanTn } from './earnings-deps.ts';

const integerOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A cancelled sale or a chargeback (data.saleStatus 'cancelled', docs/adr/0061) wins over the recorded status. */
const saleStatusOf = (transaction: BrokerageTransaction, recorded: unknown) =>
  transaction.data.saleStatus === 'cancelled' ? 'cancelled' : textOf(recorded);

/** The licence columns a licence row shows from brokerage.license (null when it was not loaded). */
function licenceFields(transaction: BrokerageTransaction, licence: License | null) {
  return {
    licenseStatus: licence?.status ?? null,
    anniversaryDate: licence
      ? nextAnniversary(licence.startDate, transaction.createDate).toISOString()
      : null,
    endDate: licence?.endDate?.toISOString() ?? null,
  };
}

/** Spec 3 Brokerage transaction's per-type fields: a sale's split, a licence's fees, the widget's customer. */
function extrasOf(transaction: BrokerageTransaction, licence: License | null) {
  const { data } = transaction;
  const split = { feeAmount: transaction.feeAmount, purchaseAmount: transaction.purchaseAmount };
  switch (transaction.type) {
    case 'sale':
      return {
        ...split,
        pigPickPercentage: transaction.pigPickPercentage,
        tnType: textOf(data.tnType),
        saleStatus: textOf(data.saleStatus),
      };
    case 'embedded':
      return {
        ...split,
        customerName: textOf(data.customerName),
        customerEmail: textOf(data.customerEmail),
        customerPhone: textOf(data.customerPhone),
        embeddedSaleStatus: saleStatusOf(transaction, data.embeddedSaleStatus),
      };
    case 'affiliate':
      return { ...split, affiliateSaleStatus: saleStatusOf(transaction, data.affiliateSaleStatus) };
    default:
      return {
        licenseId: integerOf(data.licenseId),
        oneTimeSetupFee: transaction.type === 'licenseNrc' ? transaction.purchaseAmount : null,
        monthlyFee:
          transaction.type === 'licenseMrc' ? transaction.purchaseAmount : integerOf(data.monthlyFee),
        licenseAnnualIncrease: integerOf(data.annualIncrease),
        ...licenceFields(transaction, licence),
      };
  }
}

/**
 * Spec 3 Brokerage transaction as the Transactions screen, its CSV and the full-info call show it (cents, ISO
 * dates). `payable` is isPayableAt(now), the rule the status job also applies (docs/adr/0061). A licence row's
 * status, anniversary and end date come from its licence (`licence`, loaded by `licencesOf` for a whole page).
 */
export function toTransactionView(
  transaction: BrokerageTransaction,
  now: Date,
  licence: License | null = null,
) {
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
    ...extrasOf(transaction, licence),
  };
}

export type TransactionView = ReturnType<typeof toTransactionView>;

/** The licences a page of transactions came from, in ONE query (no query per row), by licence id. */
export async function licencesOf(
  licenses: Pick<LicenseRepository, 'byIds'>,
  brokerAccountId: number,
  transactions: readonly BrokerageTransaction[],
): Promise<ReadonlyMap<number, License>> {
  const ids = new Set<number>();
  for (const transaction of transactions) {
    const id = integerOf(transaction.data.licenseId);
    if (id !== null) ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const found = await licenses.byIds(brokerAccountId, [...ids]);
  return new Map(found.map((licence) => [licence.id, licence]));
}

/** Views of a page of transactions, with their licences. */
export async function transactionViews(
  licenses: Pick<LicenseRepository, 'byIds'>,
  brokerAccountId: number,
  transactions: readonly BrokerageTransaction[],
  now: Date,
): Promise<TransactionView[]> {
  const licences = await licencesOf(licenses, brokerAccountId, transactions);
  return transactions.map((transaction) =>
    toTransactionView(transaction, now, licences.get(integerOf(transaction.data.licenseId) ?? -1) ?? null),
  );
}
