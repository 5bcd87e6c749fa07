import type { Clock } from '../../../platform/clock/clock.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import { NoCardOnFile, PaymentDeclined, PaymentMismatch, PaymentNotFound } from '../domain/billing.errors.ts';
import { LedgerEntry } from '../domain/ledger-entry.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';
import type { GatewayPaymentIntent, PaymentGateway } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';
import { NOT_CONFIRMED_MESSAGE } from './authorize-payment.ts';
import { acceptedCard, cardOf } from './card-of-payment-method.ts';
import { rememberIntent } from './payment-records.ts';

export type PayMethod = { kind: 'cardOnFile' } | { kind: 'card'; paymentId: string };

export interface PayToAccountInput {
  accountId: number;
  userId: number;
  amountCents: number;
  /** The saved card (charged off-session), or a one-time card: a confirmed 'pi_...' for this account or a 'pm_...'. */
  method: PayMethod;
  idempotencyKey: string;
}

export interface PayToAccountDeps {
  gateway: PaymentGateway;
  payments: PaymentRepository;
  ledger: LedgerRepository;
  cards: SavedCardRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The facade's payments.payToAccount (pay-now, activation): charges the card at once (a hold captured
 * immediately) and appends one `payment` ledger entry whose reference is the PaymentIntent. The gateway's
 * idempotency keys make a retry find the same intent, and the ledger adds an entry for an intent once, so
 * the same key never charges or records twice. A decline throws PaymentDeclined and records nothing.
 */
export function makePayToAccount(deps: PayToAccountDeps) {
  const { gateway } = deps;

  async function intentOf(input: PayToAccountInput, reference: string): Promise<GatewayPaymentIntent> {
    const key = `pay:${input.accountId}:${input.idempotencyKey}`;
    const description = `Payment to account ${input.accountId}`;
    if (input.method.kind === 'cardOnFile') {
      const saved = await deps.cards.ofAccount(input.accountId);
      if (!saved) throw new NoCardOnFile();
      return gateway.createPaymentIntent({
        amountCents: input.amountCents,
        customerId: saved.customerId,
        paymentMethodId: saved.paymentMethodId,
        offSession: true,
        description,
        metadata: { reference },
        idempotencyKey: `${key}:intent`,
      });
    }
    const { paymentId } = input.method;
    if (paymentId.startsWith('pm_')) {
      acceptedCard(await gateway.retrievePaymentMethodCard(paymentId));
      return gateway.createPaymentIntent({
        amountCents: input.amountCents,
        customerId: null,
        paymentMethodId: paymentId,
        description,
        metadata: { reference },
        idempotencyKey: `${key}:intent`,
      });
    }
    if (!paymentId.startsWith('pi_')) throw new PaymentNotFound();
    const intent = await gateway.retrievePaymentIntent(paymentId);
    if (!intent || intent.reference !== reference) throw new PaymentNotFound();
    if (intent.amountCents !== input.amountCents) throw new PaymentMismatch();
    if (intent.status !== 'requires_capture' && intent.status !== 'succeeded')
      throw new PaymentDeclined(intent.lastPaymentError ?? NOT_CONFIRMED_MESSAGE);
    return intent;
  }

  return async function payToAccount(
    input: PayToAccountInput,
  ): Promise<{ paymentIntentId: string; balanceCents: number }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
      throw new ValidationError(
        'billing.invalid_amount',
        'The amount must be a whole number of cents above 0.',
      );
    const reference = `account:${input.accountId}`;
    const held = await intentOf(input, reference);
    const captured =
      held.status === 'succeeded'
        ? held
        : await gateway.capturePaymentIntent({ id: held.id, idempotencyKey: `${held.id}:capture` });
    const card = await cardOf(gateway, captured);
    return deps.tx(async () => {
      await rememberIntent(deps, captured, { reference, accountId: input.accountId, card });
      await deps.ledger.addOnce(
        new LedgerEntry(
          input.accountId,
          {
            kind: 'payment',
            amountCents: captured.amountCents,
            description: `Payment, ${cardLabel(card.brand)} ending ${card.last4}`,
            reference: captured.id,
          },
          deps.clock.now(),
        ),
      );
      return { paymentIntentId: captured.id, balanceCents: await deps.ledger.balanceCents(input.accountId) };
    });
  };
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const cardLabel = (brand: string) => BRAND_NAMES[brand] ?? brand;
