import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { Mailer, OutgoingMail } from '../../../platform/mail/mailer.ts';
import { BasketNotFound } from '../domain/basket.errors.ts';
import type { BasketItem } from '../domain/basket-item.ts';
import { AlreadyCheckedOut, BasketEmpty, BasketExpired, OrderRefused } from '../domain/checkout.errors.ts';
import { type CheckoutAmount, checkoutAmount } from '../domain/checkout-amount.ts';
import {
  anniversaryDateFrom,
  CheckoutOrder,
  orderLineOf,
  type PaymentKind,
} from '../domain/checkout-order.ts';
import type { FraudLevel, MatchedFraudRule } from '../domain/fraud-level.ts';
import { type AffiliateVisit, affiliateData, referralOf } from '../domain/referral.ts';
import type { AcceptedOffers } from '../ports/accepted-offers.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import type { CheckoutPayments } from '../ports/checkout-payments.ts';
import type { CustomerAccounts } from '../ports/customer-accounts.ts';
import type { FraudScreening } from '../ports/fraud-screening.ts';
import { accountConfirmationMail } from './account-confirmation-mail.ts';
import { type Buyer, type CheckoutCaller, resolveBuyer } from './checkout-buyer.ts';
import { authorizeCard, choosePayment, type PayWith, paymentKeys } from './checkout-payment.ts';
import { type CheckoutResult, checkoutResult } from './checkout-result.ts';
import { oneTimeTaxCents } from './checkout-tax.ts';
import type { EstimateTaxes } from './estimate-taxes.ts';
import { screeningOf } from './fraud-screening-input.ts';
import { orderMail } from './order-mail.ts';
import { assertAllNumbers, type ProvisionDeps, provisionOrder } from './provision-order.ts';
import { CAPTURE_ORDER_PAYMENT_QUEUE } from './release-held-orders-of-account.ts';
import { tellOwner } from './tell-owner.ts';

/** How long numbers stay reserved for an order held for review (a card authorization lasts about as long). */
export const REVIEW_HOLD_MS = 7 * 24 * 60 * 60 * 1000;

/** The capture job queued with a completed order runs this long after it, if the inline capture did not. */
export const CAPTURE_SAFETY_NET_MS = 60_000;

export interface CheckOutInput {
  basketUuid: string;
  /** A PaymentIntent id ('pi_...') or PaymentMethod id ('pm_...'); needed when something is due and paid by card. */
  stripePaymentId?: string | undefined;
  /** The new account's password (guests only). */
  password?: string | undefined;
  payWith?: PayWith | undefined;
  caller: CheckoutCaller;
  /** The caller's address: one of the fields fraud rules read. */
  ip: string;
  /** The visitor's affiliate cookie, kept with the basket: the order's referral if still within its window. */
  affiliate?: AffiliateVisit | null;
}

export interface CheckOutDeps extends ProvisionDeps {
  /** The basket's tax estimates (the same cache as POST /api/taxEstimate). */
  estimateTaxes: EstimateTaxes;
  baskets: BasketRepository;
  orders: CheckoutOrderRepository;
  customers: CustomerAccounts;
  fraud: FraudScreening;
  payments: CheckoutPayments;
  changes: BasketChanges;
  mailer: Mailer;
  /** Queues the capture job with the order, so a capture that fails after commit is retried. */
  jobs: Jobs;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  newUuid: () => string;
  /** Told when the inline capture fails (the queued job retries it). */
  onCaptureFailed?: (orderUuid: string, error: unknown) => void;
  publicUrl: string;
  /**
   * Opens the account confirmation of an order held by an automated review (account-confirmation's use case, in
   * this transaction) and answers its uuid for the /confirm-account link.
   */
  requestAccountConfirmation: (input: { accountId: number; userId: number }) => Promise<string>;
  /** Accepted offers: a line priced at one completes its negotiation with the order. */
  offers?: AcceptedOffers;
}

/** The basket was checked out meanwhile (a double submit): answered like a retry, never charged twice. */
class CheckedOutMeanwhile extends Error {
  readonly order: CheckoutOrder;
  constructor(order: CheckoutOrder) {
    super('checked out meanwhile');
    this.order = order;
  }
}

/**
 * POST /api/baskets/checkout (docs/adr/0031). Checks, screens and authorizes outside the transaction, then in
 * one transaction: re-checks every reservation, opens the guest's account (or uses the signed-in admin's),
 * sells and assigns the numbers (or keeps them for a held order), writes the ledger, records the order, closes
 * the basket, mails the buyer and issues a login token. After commit the card is captured; if the transaction
 * fails its authorization is released. A retry of a checked-out basket answers the same order with a fresh
 * token to the account it went to, 409 to anyone else.
 */
export function makeCheckOut(deps: CheckOutDeps) {
  const { baskets, orders, customers, fraud, payments, ledger, clock, tx } = deps;

  async function replay(order: CheckoutOrder, caller: CheckoutCaller): Promise<CheckoutResult> {
    const sameAccount = caller.accountId === order.accountId && caller.userId !== null;
    if (sameAccount && caller.role === 'admin' && caller.userId !== null) {
      const token = await tx(() =>
        customers.issueLoginToken({ userId: caller.userId!, accountId: order.accountId }),
      );
      return checkoutResult(order, token);
    }
    if (!order.guestCheckout && !sameAccount) throw new BasketNotFound();
    throw new AlreadyCheckedOut();
  }

  function liveItemsOrRefuse(items: readonly BasketItem[], now: Date): BasketItem[] {
    if (items.length === 0) throw new BasketEmpty();
    const live = items.filter((item) => item.isLive(now));
    if (live.length === 0) throw new BasketExpired();
    return live;
  }

  async function screen(buyer: Buyer, items: BasketItem[], input: CheckOutInput) {
    const verdict = await fraud.screen(
      screeningOf(buyer, items, { ip: input.ip, password: input.password ?? '' }),
    );
    if (verdict.level === 'severeFraud') throw new OrderRefused();
    return verdict;
  }

  return async function checkOut(input: CheckOutInput): Promise<CheckoutResult> {
    const { caller } = input;
    const earlier = await orders.byBasket(input.basketUuid);
    if (earlier) return replay(earlier, caller);
    const basket = await baskets.find(input.basketUuid);
    if (!basket?.isOpenTo(caller)) {
      // A simultaneous submit may have checked the basket out (and closed it) between the two reads.
      const meanwhile = await orders.byBasket(input.basketUuid);
      if (meanwhile) return replay(meanwhile, caller);
      throw new BasketNotFound();
    }
    const live = liveItemsOrRefuse(await baskets.openItems(basket.uuid), clock.now());
    const buyer = await resolveBuyer(customers, basket, live, caller, input.password);
    const tax = await oneTimeTaxCents(deps.estimateTaxes, live, buyer.contact, clock.now());
    const amount = checkoutAmount(live, clock.now(), tax);
    const paymentKind = await choosePayment(ledger, {
      payWith: input.payWith ?? 'card',
      dueNowCents: amount.dueNowCents,
      buyer,
      caller,
      paymentId: input.stripePaymentId,
    });
    const verdict = await screen(buyer, live, input);

    // Submits of one basket authorize one after another (the basket row's lock, held for the authorization
    // alone), so a double submit finds the hold its idempotency key placed instead of racing to record it.
    const card =
      paymentKind === 'card'
        ? await tx(async () => {
            await baskets.find(basket.uuid, { lock: true });
            return authorizeCard(payments, {
              basketUuid: basket.uuid,
              amountCents: amount.dueNowCents,
              paymentId: input.stripePaymentId!,
              buyer,
            });
          })
        : null;
    const keys = paymentKeys(basket.uuid, amount.dueNowCents, input.stripePaymentId ?? '');
    const giveBack = async () => {
      if (card && !card.captured)
        await payments.release({ paymentIntentId: card.paymentIntentId, idempotencyKey: keys.release });
      if (card?.captured)
        await payments.refund({ paymentIntentId: card.paymentIntentId, idempotencyKey: keys.refund });
    };
    let placed: { order: CheckoutOrder; token: string };
    try {
      placed = await tx(() =>
        placeOrder({
          basketUuid: basket.uuid,
          caller,
          buyer,
          amount,
          tax,
          paymentKind,
          card,
          verdict,
          affiliate: input.affiliate ?? null,
        }),
      );
    } catch (error) {
      if (error instanceof CheckedOutMeanwhile) {
        // A double submit: the same card's key found the hold the order owns; another card's hold is ours to give back.
        if (card && card.paymentIntentId !== error.order.paymentIntentId) await giveBack();
        return replay(error.order, caller);
      }
      // The order did not happen: give the hold back (or the money, if the browser had captured it).
      await giveBack();
      throw error;
    }
    const { order, token } = placed;
    if (order.awaitsCapture && order.status === 'completed' && card) {
      try {
        await payments.capture({ paymentIntentId: card.paymentIntentId, idempotencyKey: keys.capture });
      } catch (error) {
        // The order stands: the capture job queued with it charges the card (capturing twice changes nothing).
        deps.onCaptureFailed?.(order.uuid, error);
      }
    }
    return checkoutResult(order, token);
  };

  /**
   * An automated review asks the buyer to confirm their phone (the /confirm-account link), which releases the
   * order; every other order gets its confirmation or its under-review notice.
   */
  async function buyerMail(order: CheckoutOrder, firstName: string): Promise<OutgoingMail> {
    if (order.fraudLevel !== 'automatedFraudReview') return orderMail(order, deps.publicUrl);
    const uuid = await deps.requestAccountConfirmation({ accountId: order.accountId, userId: order.userId });
    const mail = accountConfirmationMail({ publicUrl: deps.publicUrl, uuid, firstName });
    return { ...mail, to: order.email, category: 'account-confirmation', secret: true };
  }

  /** Lines priced at an accepted offer complete it in this transaction ('Offer Expired' rolls the order back). */
  async function completeNegotiations(live: BasketItem[], accountId: number): Promise<void> {
    for (const item of live) {
      const uuid = item.data.negotiationUUID;
      if (uuid && deps.offers) await deps.offers.complete(uuid, accountId);
    }
  }

  async function placeOrder(input: {
    basketUuid: string;
    caller: CheckoutCaller;
    buyer: Buyer;
    amount: CheckoutAmount;
    tax: number;
    paymentKind: PaymentKind;
    card: { paymentIntentId: string; captured: boolean } | null;
    verdict: { level: FraudLevel; matched: MatchedFraudRule[] };
    affiliate: AffiliateVisit | null;
  }): Promise<{ order: CheckoutOrder; token: string }> {
    const now = clock.now();
    // The basket's lock makes a double submit wait here and then find the first one's order.
    const basket = await baskets.find(input.basketUuid, { lock: true });
    const meanwhile = await orders.byBasket(input.basketUuid);
    if (meanwhile) throw new CheckedOutMeanwhile(meanwhile);
    if (!basket?.isOpenTo(input.caller)) throw new BasketNotFound();
    const items = await baskets.openItems(basket.uuid);
    const live = liveItemsOrRefuse(items, now);
    // The amount authorized must still be what the basket costs: an item that lapsed meanwhile changes it.
    if (checkoutAmount(live, now, input.tax).dueNowCents !== input.amount.dueNowCents)
      throw new BasketExpired();

    const { buyer } = input;
    if (input.affiliate) basket.updateData(affiliateData(input.affiliate), now);
    const anniversaryDate =
      (buyer.kind === 'member' ? buyer.holder.anniversaryDate : null) ?? anniversaryDateFrom(now);
    const owner =
      buyer.kind === 'member'
        ? { accountId: buyer.accountId, userId: buyer.userId }
        : await customers.open({
            ...buyer.contact,
            brandingId: basket.brandingId,
            password: buyer.password,
            anniversaryDate,
          });
    const order = new CheckoutOrder({
      uuid: deps.newUuid(),
      basketUuid: basket.uuid,
      brandingId: basket.brandingId,
      accountId: owner.accountId,
      userId: owner.userId,
      guestCheckout: buyer.kind === 'guest',
      email: buyer.contact.email,
      fraudLevel: input.verdict.level,
      matchedRules: input.verdict.matched,
      paymentKind: input.paymentKind,
      paymentIntentId: input.card?.paymentIntentId ?? null,
      paymentCaptured: input.card?.captured ?? false,
      amountDueCents: input.amount.dueNowCents,
      charges: input.amount.charges,
      lines: live.map(orderLineOf),
      anniversaryDate,
      referral: referralOf(basket.data, now),
      now,
    });
    if (order.isHeld) {
      const numberIds = order.newNumberLines.map((line) => line.numberId);
      const until = new Date(now.getTime() + REVIEW_HOLD_MS);
      if (numberIds.length > 0) {
        assertAllNumbers(order, await deps.sales.keepFor({ basketUuid: basket.uuid, numberIds, now, until }));
      }
    } else {
      await provisionOrder(deps, order, now);
    }
    await orders.add(order);
    if (order.status === 'completed' && order.awaitsCapture) {
      await deps.jobs.send(
        CAPTURE_ORDER_PAYMENT_QUEUE,
        { orderUuid: order.uuid },
        { singletonKey: order.uuid, startAfter: new Date(now.getTime() + CAPTURE_SAFETY_NET_MS) },
      );
    }
    await completeNegotiations(live, owner.accountId);
    for (const item of live) item.remove(now);
    basket.claimFor({ brandingId: basket.brandingId, accountId: owner.accountId }, now);
    basket.checkOut(now);
    await baskets.flush();
    await tellOwner(deps.changes, basket, 'patched');
    await deps.mailer.send(await buyerMail(order, buyer.contact.firstName));
    const token = await customers.issueLoginToken({ userId: owner.userId, accountId: owner.accountId });
    return { order, token };
  }
}
