import { type CardSummary, checkCard } from '../../../shared/card-brands.ts';
import { NotACard, PaymentNotFound, UnsupportedCardBrand } from '../domain/billing.errors.ts';
import type { GatewayCard, PaymentGateway } from '../ports/payment-gateway.ts';

/** Applies the card rule (four brands; a card object at all) to what the provider reports. */
export function acceptedCard(card: GatewayCard | 'not_a_card' | null): CardSummary {
  if (card === null) throw new PaymentNotFound();
  const check = checkCard(card === 'not_a_card' ? null : card);
  if (check.ok) return check.card;
  throw check.problem === 'unknown_brand' ? new UnsupportedCardBrand() : new NotACard();
}

/** The accepted card of a payment method, from the intent's expanded card or by asking the provider. */
export async function cardOf(
  gateway: PaymentGateway,
  intent: { card: GatewayCard | null; paymentMethodId: string | null },
): Promise<CardSummary> {
  if (intent.card) return acceptedCard(intent.card);
  if (!intent.paymentMethodId) throw new NotACard();
  return acceptedCard(await gateway.retrievePaymentMethodCard(intent.paymentMethodId));
}
