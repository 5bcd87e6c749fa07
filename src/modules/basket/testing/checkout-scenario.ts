// Test support: the checkout use cases wired to this module's in-memory fakes, shared by the checkout tests.
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { makeAddItem } from '../app/add-item.ts';
import { makeApproveFraudReview } from '../app/approve-fraud-review.ts';
import { makeCaptureOrderPayment } from '../app/capture-order-payment.ts';
import { type CheckOutInput, makeCheckOut } from '../app/check-out.ts';
import type { CheckoutCaller } from '../app/checkout-buyer.ts';
import { makeListFraudReviews } from '../app/list-fraud-reviews.ts';
import { makeRejectFraudReview } from '../app/reject-fraud-review.ts';
import { makeReleaseHeldOrder } from '../app/release-held-order.ts';
import { makeReleaseHeldOrdersOfAccount } from '../app/release-held-orders-of-account.ts';
import { Basket } from '../domain/basket.ts';
import {
  heldNumber,
  InMemoryBaskets,
  InMemoryNumberHolds,
  RecordedBasketChanges,
  testPlans,
} from './in-memory-basket.ts';
import {
  FakeCheckoutPayments,
  FakeFraudScreening,
  InMemoryAccountNumbers,
  InMemoryCheckoutOrders,
  InMemoryCustomerAccounts,
  InMemoryLedger,
  InMemoryNumberSales,
  InMemoryPortInOrders,
  RecordedAudit,
} from './in-memory-checkout.ts';

export const GUEST: CheckoutCaller = {
  brandingId: 1,
  accountId: null,
  userId: null,
  role: null,
  isEmployee: false,
};
/** InMemoryCustomerAccounts: user 70 is account 7's admin (credit limit $100); 71 has the user role. */
export const ADMIN: CheckoutCaller = {
  brandingId: 1,
  accountId: 7,
  userId: 70,
  role: 'admin',
  isEmployee: false,
};
export const USER: CheckoutCaller = { ...ADMIN, userId: 71, role: 'user' };
export const EMPLOYEE: CheckoutCaller = { ...ADMIN, isEmployee: true };
/** The Account Info step as the basket keeps it (the shared account-form rules). */
export const CONTACT = {
  email: 'new@example.com',
  firstName: 'Nia',
  lastName: 'New',
  address: '5 Elm St',
  city: 'Trenton',
  state: 'NJ',
  zip: '08601',
  contact_number: '2012345678',
  agree_terms: true,
};
export const PASSWORD = 'Numbers2026';
/** heldNumber(): $49 to buy; testPlans: Park (plan 1) is $2 a month. */
export const DUE = 4_900 + 200;

/** A checkout world of in-memory fakes with a fixed clock: baskets, payments, fraud screening, ledger, accounts. */
export function setup() {
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const baskets = new InMemoryBaskets();
  const holds = new InMemoryNumberHolds(
    Array.from({ length: 5 }, (_, i) => heldNumber({ numberId: i + 1, tn: `+1201234010${i}` })),
  );
  const orders = new InMemoryCheckoutOrders();
  const payments = new FakeCheckoutPayments();
  const fraud = new FakeFraudScreening();
  const ledger = new InMemoryLedger();
  const customers = new InMemoryCustomerAccounts();
  const accountNumbers = new InMemoryAccountNumbers();
  const portIns = new InMemoryPortInOrders();
  const sales = new InMemoryNumberSales(holds);
  const audit = new RecordedAudit();
  const mailer = new RecordingMailer();
  const queued: { queue: string; data: object }[] = [];
  const confirmationsRequested: { accountId: number; userId: number }[] = [];
  const jobs = { send: async (queue: string, data: object) => void queued.push({ queue, data }) };
  const taxes = { oneTimeCents: 0 };
  const none = { taxableAmount: 0, totalTax: 0 };
  const estimateTaxes = async () => ({
    oneTime: { taxableAmount: 0, totalTax: taxes.oneTimeCents },
    portIn: none,
    monthly: none,
    payloadHash: 'x',
    source: 'rates',
    estimatedAt: clock.now().toISOString(),
  });
  let uuids = 0;
  const tx = <T>(work: () => Promise<T>) => work();
  const deps = {
    baskets,
    holds,
    plans: testPlans(),
    changes: new RecordedBasketChanges(),
    clock,
    rateLimiter: new InMemoryRateLimiter(),
    tx,
    orders,
    payments,
    fraud,
    ledger,
    customers,
    accountNumbers,
    portIns,
    sales,
    audit,
    mailer,
    estimateTaxes,
    taxes,
    jobs,
    queued,
    confirmationsRequested,
    requestAccountConfirmation: async (input: { accountId: number; userId: number }) => {
      confirmationsRequested.push(input);
      return 'confirmation-1';
    },
    newUuid: () => `uuid-${++uuids}`,
    publicUrl: 'http://numberyard.localhost',
  };
  const addItem = makeAddItem(deps);
  const checkOut = makeCheckOut(deps);
  async function basketWith(
    caller: CheckoutCaller,
    tns: string[],
    data: Record<string, string | boolean> = CONTACT,
  ) {
    const basket = new Basket({
      uuid: `basket-${++uuids}`,
      brandingId: 1,
      accountId: caller.accountId,
      data,
      now: clock.now(),
    });
    await baskets.add(basket);
    for (const tn of tns) await addItem({ basketUuid: basket.uuid, tn, user: caller, ip: '203.0.113.9' });
    return basket.uuid;
  }
  const pay = (basketUuid: string, caller: CheckoutCaller, more: Partial<CheckOutInput> = {}) =>
    checkOut({
      basketUuid,
      caller,
      stripePaymentId: 'pm_card_visa',
      password: PASSWORD,
      ip: '203.0.113.9',
      ...more,
    });
  return {
    ...deps,
    basketWith,
    pay,
    checkOut,
    listFraudReviews: makeListFraudReviews(deps),
    approve: makeApproveFraudReview(deps),
    reject: makeRejectFraudReview(deps),
    releaseHeldOrder: makeReleaseHeldOrder(deps),
    releaseHeldOrdersOfAccount: makeReleaseHeldOrdersOfAccount(deps),
    captureOrderPayment: makeCaptureOrderPayment(deps),
  };
}
