import { randomUUID } from 'node:crypto';
import { type BotCheck, requireHuman } from '../../../platform/bot-check/bot-check.ts';
import { NoPaymentAccess } from '../domain/billing.errors.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';
import type { Payer } from './payer.ts';

export interface CreateSetupIntentDeps {
  gateway: PaymentGateway;
  cards: SavedCardRepository;
  botCheck: BotCheck;
}

export interface CreateSetupIntentInput {
  isOneTime: boolean;
  setupWith3DS: boolean;
  metadata: Record<string, string>;
  recaptchaToken: string | undefined;
  payer: Payer & { accountId: number };
  ip: string;
}

/**
 * POST /api/stripe-setup-intents: lets the browser collect a card without charging it. A card to keep on file
 * (not one-time) is for account admins only; the intent names its account so the PATCH can check it.
 */
export function makeCreateSetupIntent(deps: CreateSetupIntentDeps) {
  return async function createSetupIntent(
    input: CreateSetupIntentInput,
  ): Promise<{ id: string; client_secret: string }> {
    await requireHuman(deps.botCheck, input.recaptchaToken, 'payment', input.ip);
    if (!input.isOneTime && input.payer.role !== 'admin') throw new NoPaymentAccess();
    const accountId = String(input.payer.accountId);
    const customerId =
      (await deps.cards.ofAccount(input.payer.accountId))?.customerId ??
      (await deps.gateway.createCustomer({ metadata: { accountId }, idempotencyKey: randomUUID() })).id;
    const setup = await deps.gateway.createSetupIntent({
      customerId,
      usage: input.isOneTime ? 'on_session' : 'off_session',
      requestThreeDSecure: input.setupWith3DS,
      metadata: { ...input.metadata, accountId, isOneTime: String(input.isOneTime) },
      idempotencyKey: randomUUID(),
    });
    return { id: setup.id, client_secret: setup.clientSecret };
  };
}
