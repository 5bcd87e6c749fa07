import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { RuleViolationError, ValidationError } from '../../../shared/domain-error.ts';
import { NoPaymentAccess } from '../domain/billing.errors.ts';
import { payNowLimit } from './billing-rate-limits.ts';
import type { PayMethod, PayToAccountInput } from './pay-to-account.ts';

/** Spec 2: the pay-now amount input's minimum is 1.00. */
export const PAY_NOW_MINIMUM_CENTS = 100;
export const PAY_NOW_MINIMUM_MESSAGE = 'The smallest payment is $1.00.';
export const AMOUNT_DUE_ONLY_MESSAGE = 'Only an account admin can change the amount; pay the amount due.';
export const NOTHING_DUE_MESSAGE = 'There is no balance to pay.';

export interface PayNowDeps {
  payToAccount: (input: PayToAccountInput) => Promise<{ paymentIntentId: string; balanceCents: number }>;
  balanceCents: (accountId: number) => Promise<number>;
  rateLimiter: RateLimiter;
  clock: Clock;
}

export interface PayNowInput {
  accountId: number;
  userId: number;
  /** Admins (and employees acting for the account) choose the amount; users pay the amount due. */
  role: 'admin' | 'user';
  amountCents: number;
  method: PayMethod;
  idempotencyKey: string;
}

/**
 * POST /api/accounts/pay-now (Pay My Bill): an admin pays any amount from $1.00 (above the balance is a
 * credit) with the card on file or a one-time card; a user pays exactly the amount due with the card on
 * file. Limited per user, as each attempt charges a card.
 */
export function makePayNow(deps: PayNowDeps) {
  return async function payNow(input: PayNowInput) {
    await deps.rateLimiter.hit([payNowLimit(input.userId)], deps.clock.now());
    const amountCents = Math.floor(input.amountCents);
    if (input.role !== 'admin') {
      // Spec 2: a one-time card is an admin's choice; users pay with the account's card on file.
      if (input.method.kind !== 'cardOnFile') throw new NoPaymentAccess();
      const due = await deps.balanceCents(input.accountId);
      if (due <= 0) throw new RuleViolationError('billing.nothing_due', NOTHING_DUE_MESSAGE);
      if (amountCents !== due)
        throw new ValidationError('billing.amount_due_only', AMOUNT_DUE_ONLY_MESSAGE, {
          errors: { amount: AMOUNT_DUE_ONLY_MESSAGE },
        });
    } else if (amountCents < PAY_NOW_MINIMUM_CENTS)
      throw new ValidationError('billing.pay_now_minimum', PAY_NOW_MINIMUM_MESSAGE, {
        errors: { amount: PAY_NOW_MINIMUM_MESSAGE },
      });
    return deps.payToAccount({
      accountId: input.accountId,
      userId: input.userId,
      amountCents,
      method: input.method,
      idempotencyKey: input.idempotencyKey,
    });
  };
}
