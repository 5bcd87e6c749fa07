import { PhoneNumber } from '../../../shared/phone-number.ts';
import {
  addMonths,
  capAnniversaryDay,
  dateOf,
  nextAnniversary,
  parseDate,
} from '../../../shared/proration.ts';
import { NumberGone } from '../domain/basket.errors.ts';
import { customCommissionOf, pigPickOf } from '../domain/basket-data.ts';
import type { CheckoutOrder } from '../domain/checkout-order.ts';
import type { AccountLedger } from '../ports/account-ledger.ts';
import type { AccountNumbers } from '../ports/account-numbers.ts';
import type { BrokerSales } from '../ports/broker-sales.ts';
import type { NumberSales } from '../ports/number-sales.ts';
import type { PortInOrders } from '../ports/port-in-orders.ts';

export interface ProvisionDeps {
  sales: NumberSales;
  accountNumbers: AccountNumbers;
  portIns: PortInOrders;
  ledger: AccountLedger;
  /** Brokers' sales and licences (docs/adr/0058); absent in tests of checkout alone. */
  brokerSales?: BrokerSales;
}

type LedgerEntry = Parameters<AccountLedger['record']>[0]['entries'][number];

const human = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;

/**
 * Checkout charges a number's whole first billing period; it is paid up to the first anniversary of the
 * account on or after that period's end (docs/adr/0038), where recurring billing takes over.
 */
export function firstPaidThrough(anniversaryDate: string, now: Date, billingPeriod: 1 | 12): string {
  const day = capAnniversaryDay(parseDate(anniversaryDate).day);
  return nextAnniversary(day, addMonths(dateOf(now), billingPeriod));
}

/**
 * Throws NumberGone for the first of `wanted` the catalog did not answer (sold, or held by another basket).
 * The caller's transaction rolls back, so nothing of the order stays.
 */
export function assertAllNumbers(order: CheckoutOrder, done: readonly number[]): void {
  const missing = order.newNumberLines.find((line) => !done.includes(line.numberId));
  if (missing) throw new NumberGone(human(missing.tn));
}

/**
 * Gives the order's numbers to its account, in the caller's transaction: the catalog sells the new numbers still
 * held by the basket (NumberGone if one is not), messaging assigns them with plan, billing period and
 * anniversary (a broker's number is first the broker's sale or licence), porting gets an order for each port-in, and billing's ledger records the charges and how they
 * were paid.
 */
export async function provisionOrder(deps: ProvisionDeps, order: CheckoutOrder, now: Date): Promise<void> {
  const numbers = order.newNumberLines;
  if (numbers.length > 0) {
    const sold = await deps.sales.sell({
      basketUuid: order.basketUuid,
      numberIds: numbers.map((line) => line.numberId),
      now,
    });
    assertAllNumbers(order, sold);
    // Before the buyer's account gets them: a broker's on-network number leaves the broker's account first.
    await deps.brokerSales?.record({
      orderUuid: order.uuid,
      buyerAccountId: order.accountId,
      buyerEmail: order.email,
      newCustomer: order.guestCheckout,
      referral: order.referral,
      payment: { kind: order.paymentKind, paymentIntentId: order.paymentIntentId },
      numbers: numbers.map((line) => ({
        tn: line.tn,
        amountCents: line.nrcCents,
        listCents: typeof line.data.widgetListCents === 'number' ? line.data.widgetListCents : undefined,
        licence: line.licence
          ? { monthlyCents: line.licence.mrcCents, annualIncreaseBp: line.licence.annualIncrease }
          : null,
        pigPick: pigPickOf(line.data),
        commissionPercent: customCommissionOf(line.data),
      })),
    });
    await deps.accountNumbers.assign({
      accountId: order.accountId,
      numbers: numbers.map((line) => ({
        tn: line.tn,
        planId: line.planId ?? 0,
        billingPeriod: line.billingPeriod,
        // A licence's fee is billed on its own line with its yearly increase, so the number keeps the plan's part.
        mrcCents: line.monthlyCents - (line.licence?.mrcCents ?? 0),
        anniversaryDate: order.anniversaryDate,
        paidThrough: firstPaidThrough(order.anniversaryDate, now, line.billingPeriod),
        license: line.licence ? { ...line.licence, startDate: dateOf(now) } : null,
      })),
    });
  }
  const portIns = order.portInLines;
  if (portIns.length > 0) {
    await deps.portIns.create({
      accountId: order.accountId,
      brandingId: order.brandingId,
      checkoutOrderUuid: order.uuid,
      numbers: portIns.map((line) => {
        const { pin_sealed, ...billing } = line.data;
        return {
          tn: line.tn,
          planId: line.planId,
          billingPeriod: line.billingPeriod,
          billing,
          pinSealed: typeof pin_sealed === 'string' ? pin_sealed : null,
          feeCents: line.nrcCents,
        };
      }),
    });
  }
  await deps.ledger.record({ accountId: order.accountId, entries: ledgerEntries(order) });
}

/** The order's charges, and the payment that settles them unless billed to the account. */
export function ledgerEntries(order: CheckoutOrder): LedgerEntry[] {
  const reference = `order:${order.uuid}`;
  const entries: LedgerEntry[] = order.charges.map((charge) => ({
    kind: charge.kind,
    amountCents: charge.amountCents,
    description: charge.description,
    reference,
  }));
  if (order.amountDueCents > 0 && order.paymentKind === 'card') {
    entries.push({
      kind: 'payment',
      amountCents: order.amountDueCents,
      description: 'Card payment',
      reference,
    });
  }
  if (order.amountDueCents > 0 && order.paymentKind === 'bypass') {
    entries.push({
      kind: 'credit',
      amountCents: order.amountDueCents,
      description: 'Employee bypass',
      reference,
    });
  }
  return entries;
}
