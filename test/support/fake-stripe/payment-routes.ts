import { type FakeStripe, stripeError } from './fake-stripe-server.ts';

/** Test PaymentMethods the fake knows: Stripe's own test ids, with the card and the charge outcome. */
const METHODS: Record<string, { brand: string; last4: string; decline?: { code: string; message: string } }> =
  {
    pm_card_visa: { brand: 'visa', last4: '4242' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
    pm_card_amex: { brand: 'amex', last4: '0005' },
    pm_card_discover: { brand: 'discover', last4: '1117' },
    pm_card_diners: { brand: 'diners', last4: '0004' },
    pm_card_chargeDeclined: {
      brand: 'visa',
      last4: '0002',
      decline: { code: 'generic_decline', message: 'Your card was declined.' },
    },
    pm_card_chargeDeclinedInsufficientFunds: {
      brand: 'visa',
      last4: '9995',
      decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    },
  };

type Intent = Record<string, unknown> & {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
};

/**
 * The Stripe endpoints the payment adapter calls, kept in memory like Stripe's test mode: customers,
 * payment methods (test ids only), PaymentIntents with manual capture, SetupIntents and refunds.
 */
export function addPaymentRoutes(fake: FakeStripe) {
  const intents = new Map<string, Intent>();
  const setups = new Map<string, Record<string, unknown>>();

  const method = (id: string) => {
    const known = METHODS[id];
    return (
      known && {
        id,
        object: 'payment_method',
        type: 'card',
        card: { brand: known.brand, last4: known.last4, exp_month: 12, exp_year: 2030 },
      }
    );
  };
  const expanded = (intent: Intent) => ({
    ...intent,
    payment_method: typeof intent.payment_method === 'string' ? method(intent.payment_method) : null,
  });
  const declineOf = (intent: Intent, pm: string) => {
    const decline = METHODS[pm]?.decline;
    if (!decline) {
      intent.status = 'requires_capture';
      return null;
    }
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: decline.code,
      message: decline.message,
    };
    return stripeError(402, 'card_error', decline.message, {
      code: 'card_declined',
      decline_code: decline.code,
      payment_intent: intent,
    });
  };
  const missing = (id: string) =>
    stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, {
      code: 'resource_missing',
    });

  fake.route('POST', '/v1/customers', (request) => ({
    body: { id: fake.newId('cus'), object: 'customer', email: request.body.email, name: request.body.name },
  }));
  fake.route('GET', '/v1/payment_methods/:id', (_request, { id }) => {
    const found = method(id!);
    return found
      ? { body: found }
      : stripeError(404, 'invalid_request_error', `No such PaymentMethod: '${id}'`, {
          code: 'resource_missing',
        });
  });
  fake.route('POST', '/v1/payment_intents', (request) => {
    const id = fake.newId('pi');
    const body = request.body as Record<string, unknown>;
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      amount_received: 0,
      currency: body.currency,
      capture_method: body.capture_method,
      client_secret: `${id}_secret_fake`,
      customer: body.customer ?? null,
      metadata: body.metadata ?? {},
      payment_method: body.payment_method ?? null,
      status: body.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      last_payment_error: null,
    };
    intents.set(id, intent);
    if (body.confirm === 'true' && typeof body.payment_method === 'string') {
      const declined = declineOf(intent, body.payment_method);
      if (declined) return declined;
    }
    return { body: expanded(intent) };
  });
  fake.route('GET', '/v1/payment_intents/:id', (_request, { id }) => {
    const intent = intents.get(id!);
    return intent ? { body: expanded(intent) } : missing(id!);
  });
  fake.route('POST', '/v1/payment_intents/:id', (request, { id }) => {
    const intent = intents.get(id!);
    if (!intent) return missing(id!);
    if (request.body.amount) intent.amount = Number(request.body.amount);
    return { body: expanded(intent) };
  });
  fake.route('POST', '/v1/payment_intents/:id/confirm', (request, { id }) => {
    const intent = intents.get(id!);
    if (!intent) return missing(id!);
    intent.payment_method = request.body.payment_method;
    const declined = declineOf(intent, String(request.body.payment_method));
    return declined ?? { body: expanded(intent) };
  });
  fake.route('POST', '/v1/payment_intents/:id/capture', (_request, { id }) => {
    const intent = intents.get(id!);
    if (!intent) return missing(id!);
    if (intent.status !== 'requires_capture')
      return stripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    return { body: expanded(intent) };
  });
  fake.route('POST', '/v1/payment_intents/:id/cancel', (_request, { id }) => {
    const intent = intents.get(id!);
    if (!intent) return missing(id!);
    intent.status = 'canceled';
    return { body: expanded(intent) };
  });
  fake.route('POST', '/v1/refunds', (request) => {
    const intent = intents.get(String(request.body.payment_intent));
    if (!intent) return missing(String(request.body.payment_intent));
    const amount = request.body.amount ? Number(request.body.amount) : intent.amount_received;
    return {
      body: {
        id: fake.newId('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
      },
    };
  });
  fake.route('POST', '/v1/setup_intents', (request) => {
    const id = fake.newId('seti');
    const setup = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_fake`,
      status: 'requires_payment_method',
      usage: request.body.usage ?? 'off_session',
      customer: request.body.customer ?? null,
      metadata: request.body.metadata ?? {},
      payment_method: null,
    };
    setups.set(id, setup);
    return { body: setup };
  });
  fake.route('GET', '/v1/setup_intents/:id', (_request, { id }) => {
    const setup = setups.get(id!);
    return setup
      ? { body: setup }
      : stripeError(404, 'invalid_request_error', `No such setupintent: '${id}'`, {
          code: 'resource_missing',
        });
  });

  return {
    intents,
    /** Marks a SetupIntent confirmed with a card, as Stripe.js would in the browser. */
    confirmSetup(id: string, paymentMethodId: string) {
      const setup = setups.get(id);
      if (!setup) throw new Error(`no setup intent ${id}`);
      setup.status = 'succeeded';
      setup.payment_method = paymentMethodId;
    },
  };
}
