import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import type { CardSimulator, SimulatedCardInput } from '../ports/card-simulator.ts';
import { simulatedCardLimit } from './billing-rate-limits.ts';

export interface CreateSimulatedCardDeps {
  simulator: CardSimulator;
  rateLimiter: RateLimiter;
  clock: Clock;
}

export const EXPIRED_CARD_MESSAGE = "Your card's expiration date is in the past.";

/**
 * POST /api/payment-simulator/payment-methods: the simulator's stand-in for Stripe.js turning a typed card
 * into a payment method. Only Stripe's test numbers are cards here; the number is never stored or logged.
 */
export function makeCreateSimulatedCard(deps: CreateSimulatedCardDeps) {
  return async function createSimulatedCard(
    input: SimulatedCardInput & { ip: string },
  ): Promise<{ id: string }> {
    const now = deps.clock.now();
    await deps.rateLimiter.hit([simulatedCardLimit(input.ip)], now);
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (input.expYear * 12 + input.expMonth < thisMonth)
      throw new ValidationError('billing.card_expired', EXPIRED_CARD_MESSAGE, {
        errors: { expYear: EXPIRED_CARD_MESSAGE },
      });
    return deps.simulator.createPaymentMethod(input);
  };
}
