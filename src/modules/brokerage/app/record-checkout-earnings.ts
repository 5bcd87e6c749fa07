import { formatCents } from '../../../shared/money.ts';
import { BrokerageTransaction, type Funding } from '../domain/brokerage-transaction.ts';
import { License } from '../domain/license.ts';
import type { Listing } from '../domain/listing.ts';
import { type EarningsDeps, humanTn, listingSold, mailBroker } from './earnings-deps.ts';
import { orderFunding } from './order-funding.ts';
import { makeRecordAffiliateSale } from './record-affiliate-sale.ts';
import { makeRecordEmbeddedSale } from './record-embedded-sale.ts';

/** A number checkout sold, as bought: its price or licence setup fee, and a licence's monthly terms. */
export interface CheckoutSaleLine {
  tn: string;
  /** What the buyer paid once for the number (the sale price, or the licence's one-time fee), cents. */
  amountCents: number;
  /** Sold through a broker's widget: the catalog's price the widget's markup was added to, cents. */
  listCents?: number | undefined;
  /** Null for a sale; a licence's monthly fee (cents) and yearly increase (hundredths of a percent). */
  licence: { monthlyCents: number; annualIncreaseBp: number } | null;
  /** Sold while promoted as the Pig Pick (docs/adr/0066): the percentage shown and when; null otherwise. */
  pigPick?: { percentage: number; shownAt: string } | null;
  /** Sold by staff's admin add-number with a commission (docs/adr/0075): the house's percent; null otherwise. */
  commissionPercent?: number | null;
}

export interface CheckoutSales {
  orderUuid: string;
  buyerAccountId: number;
  buyerEmail: string;
  /** The order opened the buyer's account (only such sales pay an affiliate, spec 3). */
  newCustomer: boolean;
  /** The broker's widget ('embedded') or affiliate link that brought the buyer, by its public token. */
  referral: {
    kind: 'embedded' | 'affiliate';
    token: string;
    /** The buyer as the widget's checkout named them (an embedded sale's customer fields). */
    customer?: { name: string; phone: string } | undefined;
  } | null;
  lines: CheckoutSaleLine[];
  /** How the order was paid: the status job waits for it to be collected, a dispute finds it (ADR 0061). */
  payment?: { kind: Funding['kind']; paymentIntentId: string | null };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * For checkout, in ITS transaction (docs/adr/0058): every number the order bought that a broker lists is the
 * broker's sale or licence. A sale: a 'sale' transaction (40% house fee, or the commission staff set on an admin
 * item (docs/adr/0075), plus Pig Pick; 30/10-day hold), the
 * listing is deleted (history 'delete': the number is the buyer's now). A licence: an active licence and a
 * 'licenseNrc' transaction for its setup fee; the listing stays, the broker still owns the number. Either way
 * an on-network number leaves the broker's account (checkout then gives it to the buyer) and the broker is
 * mailed. Keyed by order and number: a replay records nothing twice. Answers how many lines were brokers'.
 */
export function makeRecordCheckoutEarnings(deps: EarningsDeps) {
  async function recordLine(order: CheckoutSales, line: CheckoutSaleLine, listing: Listing, now: Date) {
    const sourceReference = `order:${order.orderUuid}:${line.tn}`;
    if (await deps.transactions.bySource(sourceReference)) return;
    const broker = listing.brokerAccountId;
    const firstOfNumber = !(await deps.transactions.anyOf(broker, line.tn));
    const staffCommission = line.commissionPercent ?? null;
    // Kept on the row: the licence's months (record-licence-charge.ts) apply the same commission.
    const commission = staffCommission === null ? {} : { staffCommissionPercent: staffCommission };
    const common = {
      brokerAccountId: broker,
      tn: line.tn,
      spelling: listing.spelling,
      purchaseAmount: line.amountCents,
      // Only a number sold while promoted pays the Pig Pick percentage shown then (docs/adr/0066).
      pigPickPercentage: line.pigPick?.percentage ?? 0,
      commissionPercent: staffCommission,
      firstOfNumber,
      now,
      sourceReference,
    };
    const funding = orderFunding(order);
    let transaction: BrokerageTransaction;
    if (line.licence) {
      const license = new License({
        tn: line.tn,
        brokerAccountId: broker,
        licenseeAccountId: order.buyerAccountId,
        oneTimeSetupFee: line.amountCents,
        monthlyFee: line.licence.monthlyCents,
        annualIncrease: Math.round(line.licence.annualIncreaseBp / 100),
        now,
        sourceReference,
      });
      await deps.licenses.add(license);
      transaction = new BrokerageTransaction({
        ...common,
        type: 'licenseNrc',
        data: {
          licenseId: license.id,
          monthlyFee: license.monthlyFee,
          annualIncrease: license.annualIncrease,
          pigPick: line.pigPick ?? null,
          funding,
          ...commission,
        },
      });
    } else {
      transaction = new BrokerageTransaction({
        ...common,
        type: 'sale',
        data: { tnType: listing.type, pigPick: line.pigPick ?? null, funding, ...commission },
      });
    }
    await deps.transactions.add(transaction);
    if (line.licence) {
      if (listing.type === 'onnet') await deps.numbers.removeFromAccount(broker, line.tn);
    } else await listingSold(deps, listing, now);
    await mailBroker(deps, broker, earningMail(transaction, line));
  }

  const { resellers } = deps;
  const recordAffiliateSale = resellers ? makeRecordAffiliateSale({ ...deps, resellers }) : null;
  const recordEmbeddedSale = makeRecordEmbeddedSale(deps);

  return async function recordCheckoutEarnings(order: CheckoutSales): Promise<number> {
    const now = deps.clock.now();
    let brokers = 0;
    for (const soldLine of order.lines) {
      // A lister earns on the catalog's price, never on a widget's markup (docs/adr/0064).
      const line = { ...soldLine, amountCents: soldLine.listCents ?? soldLine.amountCents };
      const found = await deps.listings.byTn(line.tn);
      // Only a shown listing put the catalog row on sale under the broker; an unverified off-network listing
      // of a number the house sold is not the broker's sale.
      const listing = found?.isShown(now) ? found : null;
      if (order.referral?.kind === 'embedded') {
        const ownSale = await recordEmbeddedSale(order, order.referral, soldLine, listing, now);
        if (ownSale) brokers++;
        if (ownSale) continue;
      }
      if (!listing) continue;
      brokers++;
      await recordLine(order, line, listing, now);
    }
    await recordAffiliateSale?.(order, now);
    return brokers;
  };
}

function earningMail(transaction: BrokerageTransaction, line: CheckoutSaleLine) {
  const number = humanTn(transaction.tn);
  const licensed = line.licence !== null;
  const text = [
    licensed
      ? `Your number ${number} was licensed for ${formatCents(line.licence!.monthlyCents)} a month, with a one-time fee of ${formatCents(transaction.purchaseAmount)}.`
      : `Your number ${number} sold for ${formatCents(transaction.purchaseAmount)}.`,
    `Our fee: ${formatCents(transaction.feeAmount)}. Your earnings: ${formatCents(transaction.payoutAmount)}, payable from ${day(transaction.payableDate)}.`,
    licensed
      ? 'Each month the licensee pays, the monthly fee is added to your earnings.'
      : 'The number has left your listings.',
    'See Earnings in your broker dashboard.',
  ];
  return {
    subject: licensed ? `Your number ${number} was licensed` : `Your number ${number} sold`,
    text: text.join('\n'),
  };
}
