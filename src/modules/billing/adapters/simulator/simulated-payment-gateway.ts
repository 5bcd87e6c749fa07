import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../../platform/clock/clock.ts';
import { ValidationError } from '../../../../shared/domain-error.ts';
import { PaymentDeclined, PaymentNotFound, PaymentStateConflict } from '../../domain/billing.errors.ts';
import { DECLINE_MESSAGES } from '../../domain/decline-messages.ts';
import type { PaymentStatus } from '../../domain/payment.ts';
import type { CardSimulator, SimulatedCardInput } from '../../ports/card-simulator.ts';
import type {
  GatewayCard,
  GatewayPaymentIntent,
  GatewaySetupIntent,
  NewCustomer,
  NewPaymentIntent,
  NewSetupIntent,
  PaymentGateway,
} from '../../ports/payment-gateway.ts';
import type { SimulatedObject, SimulatorStore } from './simulator-store.ts';
import {
  INCORRECT_NUMBER_MESSAGE,
  TEST_PAYMENT_METHODS,
  type TestCard,
  testCardByNumber,
} from './test-cards.ts';

interface IntentData {
  amountCents: number;
  amountReceivedCents: number;
  refundedCents: number;
  status: PaymentStatus;
  clientSecret: string;
  paymentMethodId: string | null;
  customerId: string | null;
  reference: string | null;
  description: string;
  lastPaymentError: string | null;
  /** Made with a payment method and refused at once: a replay of the same request is refused again. */
  declinedOnCreate?: { message: string; code: string };
}

interface SetupData {
  clientSecret: string;
  status: GatewaySetupIntent['status'];
  paymentMethodId: string | null;
  customerId: string | null;
  usage: GatewaySetupIntent['usage'];
  metadata: Record<string, string>;
}

/** customerId: the customer an off-session SetupIntent attached the card to (Stripe's attach). */
type StoredCard = TestCard & { expMonth: number; expYear: number; customerId?: string | null };

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;

/**
 * The payment provider when STRIPE_SECRET_KEY is unset: Stripe's PaymentIntent life cycle (manual capture
 * holds, capture, cancel, refunds) with outcomes fixed by Stripe's test cards, kept in PostgreSQL so every
 * process agrees. It also plays Stripe.js's part for the simulator's card form (CardSimulator).
 */
export class SimulatedPaymentGateway implements PaymentGateway, CardSimulator {
  readonly kind = 'simulator' as const;
  readonly #store: SimulatorStore;
  readonly #clock: Clock;

  constructor(store: SimulatorStore, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  async createCustomer(input: NewCustomer) {
    const customer = await this.#store.addOnce(
      {
        id: newId('cus'),
        kind: 'customer',
        data: { email: input.email ?? null, name: input.name ?? null, metadata: input.metadata ?? {} },
      },
      input.idempotencyKey,
    );
    return { id: customer.id };
  }

  async createSetupIntent(input: NewSetupIntent): Promise<GatewaySetupIntent> {
    const id = newId('seti');
    const setup = await this.#store.addOnce<SetupData>(
      {
        id,
        kind: 'setup_intent',
        data: {
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          status: 'requires_payment_method',
          paymentMethodId: null,
          customerId: input.customerId,
          usage: input.usage,
          metadata: input.metadata,
        },
      },
      input.idempotencyKey,
    );
    return setupIntent(setup);
  }

  async retrieveSetupIntent(id: string): Promise<GatewaySetupIntent | null> {
    const setup = await this.#store.get<SetupData>('setup_intent', id);
    return setup && setupIntent(setup);
  }

  async createPaymentIntent(input: NewPaymentIntent): Promise<GatewayPaymentIntent> {
    const id = newId('pi');
    const draft: SimulatedObject<IntentData> = {
      id,
      kind: 'payment_intent',
      data: {
        amountCents: input.amountCents,
        amountReceivedCents: 0,
        refundedCents: 0,
        status: input.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        paymentMethodId: input.paymentMethodId,
        customerId: input.customerId,
        reference: input.metadata.reference,
        description: input.description,
        lastPaymentError: null,
      },
    };
    if (input.paymentMethodId) {
      const card = await this.#card(input.paymentMethodId);
      if (!card) throw new PaymentNotFound();
      if (input.offSession) requireAttached(card, input);
      const declined = applyCard(draft.data, card);
      if (declined) draft.data.declinedOnCreate = declined;
    }
    const stored = await this.#store.addOnce(draft, input.idempotencyKey);
    if (stored.data.declinedOnCreate)
      throw new PaymentDeclined(stored.data.declinedOnCreate.message, stored.data.declinedOnCreate.code);
    return this.#intent(stored);
  }

  async retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent | null> {
    const stored = await this.#store.get<IntentData>('payment_intent', id);
    return stored && this.#intent(stored);
  }

  async updatePaymentIntentAmount(input: { id: string; amountCents: number }): Promise<GatewayPaymentIntent> {
    const stored = await this.#existing(input.id);
    if (!['requires_payment_method', 'requires_confirmation'].includes(stored.data.status))
      throw new PaymentStateConflict('The payment was already confirmed; its amount can no longer change.');
    stored.data.amountCents = input.amountCents;
    await this.#store.update(stored);
    return this.#intent(stored);
  }

  async confirmPaymentIntent(input: { id: string; paymentMethodId: string; idempotencyKey: string }) {
    const stored = await this.#existing(input.id);
    if (stored.data.status === 'requires_capture' || stored.data.status === 'succeeded')
      return this.#intent(stored);
    if (stored.data.status === 'canceled') throw new PaymentStateConflict('The payment was cancelled.');
    const card = await this.#card(input.paymentMethodId);
    if (!card) throw new PaymentNotFound();
    stored.data.paymentMethodId = input.paymentMethodId;
    stored.data.status = 'requires_confirmation';
    stored.data.lastPaymentError = null;
    const declined = applyCard(stored.data, card);
    await this.#store.update(stored);
    if (declined) throw new PaymentDeclined(declined.message, declined.code);
    return this.#intent(stored);
  }

  async capturePaymentIntent(input: { id: string; idempotencyKey: string }) {
    const stored = await this.#existing(input.id);
    if (stored.data.status === 'succeeded') return this.#intent(stored);
    if (stored.data.status !== 'requires_capture')
      throw new PaymentStateConflict(
        `This PaymentIntent could not be captured because it has a status of ${stored.data.status}.`,
      );
    stored.data.status = 'succeeded';
    stored.data.amountReceivedCents = stored.data.amountCents;
    await this.#store.update(stored);
    return this.#intent(stored);
  }

  async cancelPaymentIntent(input: { id: string; idempotencyKey: string }) {
    const stored = await this.#existing(input.id);
    if (stored.data.status === 'canceled') return this.#intent(stored);
    if (stored.data.status === 'succeeded')
      throw new PaymentStateConflict(
        'This PaymentIntent could not be canceled because it has a status of succeeded.',
      );
    stored.data.status = 'canceled';
    await this.#store.update(stored);
    return this.#intent(stored);
  }

  async createRefund(input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }) {
    const intent = await this.#existing(input.paymentIntentId);
    const key = `${intent.id}:${input.idempotencyKey}`;
    const earlier = await this.#store.findByKey<{ amountCents: number }>('refund', key);
    if (earlier) return { id: earlier.id, amountCents: earlier.data.amountCents };
    if (intent.data.status !== 'succeeded')
      throw new PaymentStateConflict('Only a captured payment can be refunded.');
    const refundable = intent.data.amountReceivedCents - intent.data.refundedCents;
    const amountCents = input.amountCents ?? refundable;
    if (amountCents < 1 || amountCents > refundable)
      throw new PaymentStateConflict('The refund is more than what is left of the payment.');
    const refund = await this.#store.addOnce(
      { id: newId('re'), kind: 'refund', data: { paymentIntentId: intent.id, amountCents } },
      key,
    );
    intent.data.refundedCents += amountCents;
    await this.#store.update(intent);
    return { id: refund.id, amountCents };
  }

  async retrievePaymentMethodCard(id: string): Promise<GatewayCard | 'not_a_card' | null> {
    const card = await this.#card(id);
    return card && { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  }

  /** Stripe.js's createPaymentMethod for the simulator's form: only Stripe's test numbers are cards here. */
  async createPaymentMethod(input: SimulatedCardInput): Promise<{ id: string }> {
    const test = testCardByNumber(input.number);
    if (!test)
      throw new ValidationError('billing.incorrect_number', INCORRECT_NUMBER_MESSAGE, {
        errors: { number: INCORRECT_NUMBER_MESSAGE },
      });
    const method = await this.#store.addOnce<StoredCard>(
      {
        id: newId('pm'),
        kind: 'payment_method',
        data: { ...test, expMonth: input.expMonth, expYear: input.expYear, customerId: null },
      },
      null,
    );
    return { id: method.id };
  }

  /** Stripe.js's confirmCardSetup for the simulator's form. */
  async confirmSetupIntent(input: { id: string; paymentMethodId: string }): Promise<GatewaySetupIntent> {
    const setup = await this.#store.get<SetupData>('setup_intent', input.id);
    if (!setup) throw new PaymentNotFound();
    const card = await this.#card(input.paymentMethodId);
    if (!card) throw new PaymentNotFound();
    // Saving a card checks it with the bank: cards that always decline are refused here already.
    if (card.outcome !== 'succeeds' && card.outcome !== 'insufficient_funds')
      throw new PaymentDeclined(DECLINE_MESSAGES[card.outcome], card.outcome);
    setup.data.paymentMethodId = input.paymentMethodId;
    setup.data.status = 'succeeded';
    await this.#store.update(setup);
    await this.#attach(input.paymentMethodId, setup.data);
    return setupIntent(setup);
  }

  /** A card saved for later (off_session) with a customer is attached to it, as Stripe does. */
  async #attach(paymentMethodId: string, setup: SetupData): Promise<void> {
    if (setup.usage !== 'off_session' || !setup.customerId) return;
    const method = await this.#store.get<StoredCard>('payment_method', paymentMethodId);
    if (!method) return;
    method.data.customerId = setup.customerId;
    await this.#store.update(method);
  }

  async #existing(id: string): Promise<SimulatedObject<IntentData>> {
    const stored = await this.#store.get<IntentData>('payment_intent', id);
    if (!stored) throw new PaymentNotFound();
    return stored;
  }

  async #card(paymentMethodId: string): Promise<StoredCard | null> {
    const test = TEST_PAYMENT_METHODS[paymentMethodId];
    if (test) return { ...test, expMonth: 12, expYear: this.#clock.now().getUTCFullYear() + 3 };
    return (await this.#store.get<StoredCard>('payment_method', paymentMethodId))?.data ?? null;
  }

  async #intent(stored: SimulatedObject<IntentData>): Promise<GatewayPaymentIntent> {
    const { data } = stored;
    const card = data.paymentMethodId ? await this.#card(data.paymentMethodId) : null;
    return {
      id: stored.id,
      amountCents: data.amountCents,
      amountReceivedCents: data.amountReceivedCents,
      status: data.status,
      clientSecret: data.clientSecret,
      paymentMethodId: data.paymentMethodId,
      card: card && { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      reference: data.reference,
      customerId: data.customerId,
      lastPaymentError: data.lastPaymentError,
    };
  }
}

/**
 * Stripe refuses an off-session charge of a card that is not attached to the intent's customer; its fixed
 * test payment methods ('pm_card_visa') are attached on the fly, so they pass.
 */
function requireAttached(card: StoredCard, input: NewPaymentIntent): void {
  if (card.customerId === undefined) return;
  if (!input.customerId || card.customerId !== input.customerId)
    throw new PaymentStateConflict(
      'The provided PaymentMethod was previously used without being attached to this Customer; it cannot be charged off-session.',
    );
}

/** Confirms the intent with the card: a hold, or the card's decline (answered, and kept as lastPaymentError). */
function applyCard(data: IntentData, card: StoredCard): { message: string; code: string } | null {
  if (card.outcome === 'succeeds') {
    data.status = 'requires_capture';
    return null;
  }
  const message = DECLINE_MESSAGES[card.outcome];
  data.status = 'requires_payment_method';
  data.lastPaymentError = message;
  return { message, code: card.outcome };
}

function setupIntent(setup: SimulatedObject<SetupData>): GatewaySetupIntent {
  return {
    id: setup.id,
    clientSecret: setup.data.clientSecret,
    status: setup.data.status,
    paymentMethodId: setup.data.paymentMethodId,
    customerId: setup.data.customerId,
    usage: setup.data.usage,
    metadata: setup.data.metadata,
  };
}
