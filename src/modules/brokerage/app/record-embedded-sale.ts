import { formatCents } from '../../../shared/money.ts';
import { BrokerageTransaction } from '../domain/brokerage-transaction.ts';
import { embeddedSplit } from '../domain/embedded-sale.ts';
import type { Listing } from '../domain/listing.ts';
import { type EarningsDeps, humanTn, listingSold, mailBroker } from './earnings-deps.ts';
import { orderFunding } from './order-funding.ts';
import type { CheckoutSaleLine, CheckoutSales } from './record-checkout-earnings.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * For recordCheckoutEarnings, in checkout's transaction (docs/adr/0064): a number sold through a broker's
 * widget is an 'embedded' transaction of the widget's broker, with the customer's name, email and phone.
 * - A number the widget's broker does not list: 20% of the catalog price plus the markup. Another broker's
 *   listing still records that broker's 'sale' on the catalog price (the caller does it: answers false).
 * - The widget broker's own listed number: one 'embedded' transaction split 60/40 (plus the markup) instead of
 *   the 'sale', the listing sold as a sale sells it (answers true: the caller records nothing more).
 * Held like every earning (30 days for the broker's first on the number, 10 after). Keyed by order and number
 * ('order:{uuid}:{tn}:embedded'): a replay records nothing twice. The company email of the widget's settings
 * (the broker's admins when it has none) gets a sale notice. A licence through a widget earns no commission
 * (the widget sells numbers only). Unknown token: nothing (the caller records the usual sale).
 */
export function makeRecordEmbeddedSale(deps: EarningsDeps) {
  return async function recordEmbeddedSale(
    order: CheckoutSales,
    referral: NonNullable<CheckoutSales['referral']>,
    line: CheckoutSaleLine,
    listing: Listing | null,
    now: Date,
  ): Promise<boolean> {
    if (line.licence) return false;
    const settings = await deps.resellers?.byWidgetToken(referral.token);
    if (!settings) return false;
    const broker = settings.brokerAccountId;
    const ownListing = listing?.brokerAccountId === broker;
    const sourceReference = `order:${order.orderUuid}:${line.tn}:embedded`;
    if (await deps.transactions.bySource(sourceReference)) return ownListing;
    const listCents = line.listCents ?? line.amountCents;
    const split = embeddedSplit({
      paidCents: line.amountCents,
      listCents,
      ownListing,
      pigPickPercentage: ownListing ? listing.pigPickPercentage : 0,
    });
    const transaction = new BrokerageTransaction({
      brokerAccountId: broker,
      tn: line.tn,
      spelling: ownListing ? listing.spelling : null,
      type: 'embedded',
      purchaseAmount: line.amountCents,
      firstOfNumber: !(await deps.transactions.anyOf(broker, line.tn)),
      now,
      sourceReference,
      split,
      data: {
        customerName: referral.customer?.name ?? '',
        customerEmail: order.buyerEmail,
        customerPhone: referral.customer?.phone ?? '',
        embeddedSaleStatus: 'completed',
        // Whose number's monthly Park fee the broker pays (app/park-fee-payer.ts).
        buyerAccountId: order.buyerAccountId,
        listPrice: listCents,
        markup: Math.max(0, line.amountCents - listCents),
        funding: orderFunding(order),
        ownListing,
        ...(ownListing ? { tnType: listing.type } : {}),
      },
    });
    await deps.transactions.add(transaction);
    if (ownListing) await listingSold(deps, listing, now);
    const notice = saleNotice(transaction, referral.customer?.name ?? '', order.buyerEmail);
    if (settings.email) await deps.mailer.send({ to: settings.email, ...notice, category: 'brokerage-sale' });
    else await mailBroker(deps, broker, notice);
    return ownListing;
  };
}

function saleNotice(transaction: BrokerageTransaction, customerName: string, customerEmail: string) {
  const number = humanTn(transaction.tn);
  const text = [
    `Your embedded search sold ${number} for ${formatCents(transaction.purchaseAmount)}.`,
    `Customer: ${customerName ? `${customerName}, ` : ''}${customerEmail}.`,
    `Your earnings: ${formatCents(transaction.payoutAmount)}, payable from ${day(transaction.payableDate)}.`,
    "The number's monthly Park fee is billed to your account; collect it from your customer.",
    'See Earnings in your broker dashboard.',
  ];
  return { subject: `Embedded search sale: ${number}`, text: text.join('\n') };
}
