import { formatCents } from '../../../shared/money.ts';
import { affiliateSplit, isSelfPurchase } from '../domain/affiliate-sale.ts';
import { BrokerageTransaction } from '../domain/brokerage-transaction.ts';
import type { ResellerSettingsRepository } from '../ports/reseller-settings-repository.ts';
import { type EarningsDeps, mailBroker } from './earnings-deps.ts';
import { orderFunding } from './order-funding.ts';
import type { CheckoutSales } from './record-checkout-earnings.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * For checkout, in ITS transaction (spec 3 Affiliate link, ADR 0065): an order the broker's affiliate link
 * brought (its referral, kept with the order within the link's 30-day window) that opened a BRAND-NEW
 * customer account records ONE 'affiliate' transaction: 5% of the order's numbers' one-time amount, held 30
 * days (the new customer's charge could still be disputed). Nothing for an existing customer, a self-purchase,
 * a token no broker holds now (regenerated), or nothing to pay. Keyed by order: a replay records nothing twice.
 */
export function makeRecordAffiliateSale(deps: EarningsDeps & { resellers: ResellerSettingsRepository }) {
  return async function recordAffiliateSale(order: CheckoutSales, now: Date): Promise<void> {
    if (order.referral?.kind !== 'affiliate' || !order.newCustomer) return;
    const [first] = order.lines;
    if (!first) return;
    const settings = await deps.resellers.byLinkToken(order.referral.token);
    if (!settings) return;
    const broker = settings.brokerAccountId;
    const brokerEmails = [...(await deps.mailboxes.adminEmails(broker)), settings.email];
    if (
      isSelfPurchase({
        brokerAccountId: broker,
        buyerAccountId: order.buyerAccountId,
        buyerEmail: order.buyerEmail,
        brokerEmails,
      })
    )
      return;
    const split = affiliateSplit(order.lines.reduce((sum, line) => sum + line.amountCents, 0));
    if (split.payoutAmount === 0) return;
    const sourceReference = `affiliate:order:${order.orderUuid}`;
    if (await deps.transactions.bySource(sourceReference)) return;
    const transaction = new BrokerageTransaction({
      brokerAccountId: broker,
      tn: first.tn,
      type: 'affiliate',
      purchaseAmount: split.purchaseAmount,
      firstOfNumber: true,
      now,
      sourceReference,
      data: {
        affiliateSaleStatus: 'completed',
        orderUuid: order.orderUuid,
        tns: order.lines.map((line) => line.tn),
        funding: orderFunding(order),
      },
    });
    // The 40/60 split of a sale does not apply: the broker earns the affiliate commission alone.
    transaction.feeAmount = split.feeAmount;
    transaction.payoutAmount = split.payoutAmount;
    await deps.transactions.add(transaction);
    await mailBroker(deps, broker, {
      subject: 'Your affiliate link brought a new customer',
      text: [
        `A new customer you sent us bought numbers for ${formatCents(split.purchaseAmount)}.`,
        `Your affiliate commission: ${formatCents(split.payoutAmount)}, payable from ${day(transaction.payableDate)}.`,
        'See Earnings in your broker dashboard.',
      ].join('\n'),
    });
  };
}
