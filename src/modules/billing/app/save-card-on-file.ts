import type { Clock } from '../../../platform/clock/clock.ts';
import { NoPaymentAccess, PaymentNotFound, SetupNotConfirmed } from '../domain/billing.errors.ts';
import { SavedCard } from '../domain/saved-card.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';
import { acceptedCard } from './card-of-payment-method.ts';
import type { Payer } from './payer.ts';

export interface SaveCardOnFileDeps {
  gateway: PaymentGateway;
  cards: SavedCardRepository;
  clock: Clock;
}

/**
 * PATCH /api/stripe-setup-intents/{id}: after the browser confirmed the SetupIntent, an account admin's
 * not-one-time card becomes the account's card on file (brand, last four, expiry; never the number).
 */
export function makeSaveCardOnFile(deps: SaveCardOnFileDeps) {
  return async function saveCardOnFile(input: {
    setupIntentId: string;
    isOneTime: boolean;
    payer: Payer & { accountId: number };
  }): Promise<{ id: string }> {
    const setup = await deps.gateway.retrieveSetupIntent(input.setupIntentId);
    if (!setup || setup.metadata.accountId !== String(input.payer.accountId)) throw new PaymentNotFound();
    if (setup.status !== 'succeeded' || !setup.paymentMethodId) throw new SetupNotConfirmed();
    const card = acceptedCard(await deps.gateway.retrievePaymentMethodCard(setup.paymentMethodId));
    if (input.isOneTime) return { id: setup.id };
    if (input.payer.role !== 'admin') throw new NoPaymentAccess();
    await deps.cards.save(
      new SavedCard({
        accountId: input.payer.accountId,
        paymentMethodId: setup.paymentMethodId,
        customerId: setup.customerId,
        card,
        now: deps.clock.now(),
      }),
    );
    return { id: setup.id };
  };
}
