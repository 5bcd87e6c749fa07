import { type BotCheck, requireHuman } from '../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import { PaymentNotFound, PaymentReferenceNotFound } from '../domain/billing.errors.ts';
import type { Payment } from '../domain/payment.ts';
import type { BasketAccess } from '../ports/basket-access.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import { type Payer, requirePayable } from './payer.ts';

export interface ChangePaymentAmountDeps {
  gateway: PaymentGateway;
  payments: PaymentRepository;
  baskets: BasketAccess;
  botCheck: BotCheck;
  clock: Clock;
}

/** A member's payment is theirs by account; a guest's by still being able to pay its reference. */
export async function requireOwnPayment(
  baskets: BasketAccess,
  payment: Payment | null,
  payer: Payer,
): Promise<Payment> {
  if (!payment) throw new PaymentNotFound();
  if (payment.accountId !== null && payment.accountId !== payer.accountId) throw new PaymentNotFound();
  try {
    await requirePayable(baskets, payment.reference, payer);
  } catch (error) {
    if (error instanceof PaymentReferenceNotFound) throw new PaymentNotFound();
    throw error;
  }
  return payment;
}

/**
 * PATCH /api/stripe-payment-intents/{id}: the basket's total changed before the card was confirmed, so the
 * intent's amount follows it. A confirmed hold keeps its amount (422).
 */
export function makeChangePaymentAmount(deps: ChangePaymentAmountDeps) {
  return async function changePaymentAmount(input: {
    paymentIntentId: string;
    amountCents: number;
    recaptchaToken: string | undefined;
    payer: Payer;
    ip: string;
  }): Promise<{ success: true }> {
    await requireHuman(deps.botCheck, input.recaptchaToken, 'payment', input.ip);
    const payment = await requireOwnPayment(
      deps.baskets,
      await deps.payments.find(input.paymentIntentId),
      input.payer,
    );
    const intent = await deps.gateway.updatePaymentIntentAmount({
      id: payment.paymentIntentId,
      amountCents: input.amountCents,
    });
    payment.amountCents = intent.amountCents;
    payment.updatedAt = deps.clock.now();
    await deps.payments.save(payment);
    return { success: true };
  };
}
