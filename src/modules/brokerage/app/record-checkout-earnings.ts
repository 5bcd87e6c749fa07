import { formatCents } from '../../../shared/money.ts';
import { BrokerageTransaction, type Funding } from '../domain/brokerage-transaction.ts';
import { License } from '../domain/license.ts';
import type { Listing } from '../domain/listing.ts';
import { ListingHistoryEntry } from '../domain/listing-history.ts';
import { type EarningsDeps, humanTn, mailBroker } from './earnings-deps.ts';

/** A number checkout sold, as bought: its price or licence setup fee, and a licence's monthly terms. */
export interface CheckoutSaleLine {
  tn: string;
  /** What the buyer paid once for the number (the sale price, or the licence's one-time fee), cents. */
  amountCents: number;
  /** Null for a sale; a licence's monthly fee (cents) and yearly increase (hundredths of a percent). */
  licence: { monthlyCents: number; annualIncreaseBp: number } | null;
}

export interface CheckoutSales {
  orderUuid: string;
  buyerAccountId: number;
  buyerEmail: string;
  /** The order opened the buyer's account (only such sales pay an affiliate, spec 3). */
  newCustomer: boolean;
  /** The broker's widget ('embedded') or affiliate link that brought the buyer, by its public token. */
  referral: { kind: 'embedded' | 'affiliate'; token: string } | null;
  lines: CheckoutSaleLine[];
  /** How the order was paid: the status job waits for it to be collected, a dispute finds it (ADR 0061). */
  payment?: { kind: Funding['kind']; paymentIntentId: string | null };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * For checkout, in ITS transaction (docs/adr/0058): every number the order bought that a broker lists is the
 * broker's sale or licence. A sale: a 'sale' transaction (40% house fee plus Pig Pick, 30/10-day hold), the
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
    const common = {
      brokerAccountId: broker,
      tn: line.tn,
      spelling: listing.spelling,
      purchaseAmount: line.amountCents,
      // A Pig Pick listing is promoted while it carries its percentage: the fee applies to what sells then.
      pigPickPercentage: listing.pigPickPercentage,
      firstOfNumber,
      now,
      sourceReference,
    };
    const funding: Funding = {
      kind: order.payment?.kind ?? 'none',
      paymentIntentId: order.payment?.paymentIntentId ?? null,
      buyerAccountId: order.buyerAccountId,
    };
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
          funding,
        },
      });
    } else {
      transaction = new BrokerageTransaction({
        ...common,
        type: 'sale',
        data: { tnType: listing.type, funding },
      });
    }
    await deps.transactions.add(transaction);
    if (listing.type === 'onnet') await deps.numbers.removeFromAccount(broker, line.tn);
    if (!line.licence) {
      await deps.listings.addHistory(
        new ListingHistoryEntry({
          tn: listing.tn,
          brokerAccountId: broker,
          date: now,
          op: 'delete',
          to: { ...listing.snapshot(), isListed: false },
        }),
      );
      await deps.listings.remove(listing);
    }
    await mailBroker(deps, broker, earningMail(transaction, line));
  }

  return async function recordCheckoutEarnings(order: CheckoutSales): Promise<number> {
    const now = deps.clock.now();
    let brokers = 0;
    for (const line of order.lines) {
      const listing = await deps.listings.byTn(line.tn);
      // Only a shown listing put the catalog row on sale under the broker; an unverified off-network listing
      // of a number the house sold is not the broker's sale.
      if (!listing?.isShown(now)) continue;
      brokers++;
      await recordLine(order, line, listing, now);
    }
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
