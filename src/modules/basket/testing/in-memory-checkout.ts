import { DomainError, RuleViolationError } from '../../../shared/domain-error.ts';
import type { CheckoutOrder, OrderStatus } from '../domain/checkout-order.ts';
import type { FraudLevel, MatchedFraudRule } from '../domain/fraud-level.ts';
import type { AccountLedger } from '../ports/account-ledger.ts';
import type { AccountNumbers, AssignedNumber } from '../ports/account-numbers.ts';
import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import type { CheckoutPayments } from '../ports/checkout-payments.ts';
import type { AccountHolder, CustomerAccounts, NewCustomer } from '../ports/customer-accounts.ts';
import type { FraudScreening, ScreenedOrder } from '../ports/fraud-screening.ts';
import type { NumberSales } from '../ports/number-sales.ts';
import type { PortInOrders, PortInRequest } from '../ports/port-in-orders.ts';
import type { ReviewAudit } from '../ports/review-audit.ts';
import type { InMemoryNumberHolds } from './in-memory-basket.ts';

export class InMemoryCheckoutOrders implements CheckoutOrderRepository {
  readonly orders: CheckoutOrder[] = [];
  async add(order: CheckoutOrder) {
    if (this.orders.some((o) => o.basketUuid === order.basketUuid)) throw new Error('duplicate basket_uuid');
    this.orders.push(order);
  }
  async byBasket(basketUuid: string) {
    return this.orders.find((o) => o.basketUuid === basketUuid) ?? null;
  }
  async byUuid(uuid: string) {
    return this.orders.find((o) => o.uuid === uuid) ?? null;
  }
  async heldForAutomatedReview(accountId: number) {
    return this.orders.filter(
      (o) => o.accountId === accountId && o.isHeld && o.fraudLevel === 'automatedFraudReview',
    );
  }
  async withStatus(status: OrderStatus, page: { skip: number; limit: number }) {
    const all = this.orders.filter((o) => o.status === status);
    return { data: all.slice(page.skip, page.skip + page.limit), total: all.length };
  }
  async flush() {}
}

/** Billing's payment ids as the simulator reads them: pm_card_visa succeeds, the decline ids fail. */
export class FakeCheckoutPayments implements CheckoutPayments {
  readonly intents = new Map<
    string,
    { amountCents: number; status: 'authorized' | 'captured' | 'released' | 'refunded' }
  >();
  readonly calls: string[] = [];
  /** The next capture fails as if Stripe could not be reached. */
  failNextCapture = false;
  readonly #byKey = new Map<string, string>();

  async authorize(input: Parameters<CheckoutPayments['authorize']>[0]) {
    this.calls.push(`authorize ${input.paymentId} ${input.amountCents}`);
    const earlier = this.#byKey.get(input.idempotencyKey);
    if (earlier) return { paymentIntentId: earlier, captured: false };
    if (input.paymentId === 'pm_card_chargeDeclined')
      throw new RuleViolationError('billing.declined', 'Your card was declined.');
    if (input.paymentId === 'pm_card_chargeDeclinedInsufficientFunds')
      throw new RuleViolationError('billing.declined', 'Your card has insufficient funds.');
    if (input.paymentId.startsWith('pi_foreign'))
      throw new DomainError('not_found', 'billing.payment_not_found', 'Payment not found');
    const id = `pi_${this.intents.size + 1}`;
    this.intents.set(id, { amountCents: input.amountCents, status: 'authorized' });
    this.#byKey.set(input.idempotencyKey, id);
    return { paymentIntentId: id, captured: false };
  }
  async capture(input: { paymentIntentId: string }) {
    this.calls.push(`capture ${input.paymentIntentId}`);
    if (this.failNextCapture) {
      this.failNextCapture = false;
      throw new Error('connection reset');
    }
    this.#set(input.paymentIntentId, 'captured');
  }
  async release(input: { paymentIntentId: string }) {
    this.calls.push(`release ${input.paymentIntentId}`);
    this.#set(input.paymentIntentId, 'released');
  }
  async refund(input: { paymentIntentId: string }) {
    this.calls.push(`refund ${input.paymentIntentId}`);
    this.#set(input.paymentIntentId, 'refunded');
  }
  #set(id: string, status: 'captured' | 'released' | 'refunded') {
    const intent = this.intents.get(id);
    if (intent) intent.status = status;
  }
}

/** Screens every order to `level` (notFraud unless a test sets another), remembering what it was shown. */
export class FakeFraudScreening implements FraudScreening {
  level: FraudLevel = 'notFraud';
  matched: MatchedFraudRule[] = [];
  readonly screened: ScreenedOrder[] = [];
  async screen(order: ScreenedOrder) {
    this.screened.push(order);
    return { level: this.level, matched: this.matched };
  }
}

export class InMemoryLedger implements AccountLedger {
  readonly entries: {
    accountId: number;
    kind: string;
    amountCents: number;
    description: string;
    reference: string;
  }[] = [];
  async record(input: Parameters<AccountLedger['record']>[0]) {
    for (const entry of input.entries) this.entries.push({ accountId: input.accountId, ...entry });
  }
  async balanceCents(accountId: number) {
    return this.entries
      .filter((entry) => entry.accountId === accountId)
      .reduce((sum, e) => sum + (['charge', 'tax'].includes(e.kind) ? e.amountCents : -e.amountCents), 0);
  }
}

/** Accounts with their admin: account 7's admin is user 70 (credit limit $100), user 71 has the user role there. */
export class InMemoryCustomerAccounts implements CustomerAccounts {
  readonly emails = new Set<string>(['taken@example.com']);
  readonly opened: (NewCustomer & { accountId: number; userId: number })[] = [];
  readonly holders = new Map<string, AccountHolder>([
    [
      '70:7',
      {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Admin',
        company: 'Acme',
        address: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        zip: '07102',
        anniversaryDate: '2026-01-15',
        creditLimitCents: 10_000,
      },
    ],
  ]);
  readonly tokens: { userId: number; accountId: number; token: string }[] = [];

  async isEmailInUse(email: string) {
    return this.emails.has(email);
  }
  async open(customer: NewCustomer) {
    if (this.emails.has(customer.email))
      throw new DomainError('conflict', 'accounts.email_in_use', 'Email is already in use.');
    this.emails.add(customer.email);
    const ids = { accountId: 100 + this.opened.length, userId: 1000 + this.opened.length };
    this.opened.push({ ...customer, ...ids });
    return ids;
  }
  async holder(input: { userId: number; accountId: number }) {
    return this.holders.get(`${input.userId}:${input.accountId}`) ?? null;
  }
  async issueLoginToken(input: { userId: number; accountId: number }) {
    const token = `token-${this.tokens.length + 1}`;
    this.tokens.push({ ...input, token });
    return token;
  }
}

export class InMemoryAccountNumbers implements AccountNumbers {
  readonly assigned: (AssignedNumber & { accountId: number })[] = [];
  async assign(input: { accountId: number; numbers: AssignedNumber[] }) {
    for (const number of input.numbers) this.assigned.push({ accountId: input.accountId, ...number });
  }
}

export class InMemoryPortInOrders implements PortInOrders {
  readonly created: (PortInRequest & { accountId: number; checkoutOrderUuid: string })[] = [];
  async create(input: { accountId: number; checkoutOrderUuid: string; numbers: PortInRequest[] }) {
    for (const number of input.numbers)
      this.created.push({
        accountId: input.accountId,
        checkoutOrderUuid: input.checkoutOrderUuid,
        ...number,
      });
  }
}

/** The catalog's sale over the in-memory holds: only numbers whose live hold is the basket's sell. */
export class InMemoryNumberSales implements NumberSales {
  readonly sold = new Set<number>();
  readonly holds: InMemoryNumberHolds;
  constructor(holds: InMemoryNumberHolds) {
    this.holds = holds;
  }
  #claimable(numberId: number, basketUuid: string, now: Date) {
    if (this.sold.has(numberId)) return false;
    const hold = this.holds.held.get(numberId);
    return hold !== undefined && hold.basketUuid === basketUuid && hold.until >= now;
  }
  async sell(input: { basketUuid: string; numberIds: number[]; now: Date }) {
    const done = input.numberIds.filter((id) => this.#claimable(id, input.basketUuid, input.now));
    for (const id of done) {
      this.sold.add(id);
      this.holds.held.delete(id);
    }
    return done;
  }
  async keepFor(input: { basketUuid: string; numberIds: number[]; now: Date; until: Date }) {
    const done = input.numberIds.filter((id) => this.#claimable(id, input.basketUuid, input.now));
    for (const id of done) this.holds.held.set(id, { basketUuid: input.basketUuid, until: input.until });
    return done;
  }
}

export class RecordedAudit implements ReviewAudit {
  readonly entries: Parameters<ReviewAudit['record']>[0][] = [];
  async record(entry: Parameters<ReviewAudit['record']>[0]) {
    this.entries.push(entry);
  }
}
