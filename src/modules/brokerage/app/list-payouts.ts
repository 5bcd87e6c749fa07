import { ValidationError } from '../../../shared/domain-error.ts';
import type { ListQuery, ListWhere } from '../../../shared/list-query.ts';
import { toListResponse } from '../../../shared/list-query.ts';
import { PayoutNotFound } from '../domain/brokerage.errors.ts';
import type { PayoutRepository } from '../ports/payout-repository.ts';
import { toPayoutView } from './payout-view.ts';

/** The largest amount a payout row holds (an integer column), cents. */
const MAX_PAYOUT_CENTS = 2_147_483_647;

/** One searched amount in dollars as cents; beyond what any payout can hold is the caller's mistake (400). */
function centsOf(dollars: unknown): number {
  const cents = Math.round(Number(dollars) * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_PAYOUT_CENTS)
    throw new ValidationError('invalid_amount', 'Invalid amount.', {
      errors: { amount: 'Amount must be a dollar amount up to 21474836.47.' },
    });
  return cents;
}

/** Spec 3: the Payouts search bar's Amount is in dollars; payouts are stored in cents. */
function amountInCents(where: ListWhere): ListWhere {
  const amount = where.amount;
  if (!amount) return where;
  const cents = Object.fromEntries(
    Object.entries(amount).map(([op, value]) => [
      op,
      Array.isArray(value) ? value.map(centsOf) : centsOf(value),
    ]),
  );
  return { ...where, amount: cents };
}

/** GET /api/brokerage/payouts: a page of the broker's payouts, each with its transactions (tn, payoutAmount). */
export function makeListPayouts(deps: { payouts: PayoutRepository }) {
  return async function listPayouts(input: {
    brokerAccountId: number;
    isEmployee: boolean;
    query: ListQuery;
  }) {
    const query = { ...input.query, where: amountInCents(input.query.where) };
    const { data, total } = await deps.payouts.list(input.brokerAccountId, query);
    const lines = await deps.payouts.linesOf(data.map((payout) => payout.id));
    return toListResponse(
      data.map((payout) => toPayoutView(payout, lines, input.isEmployee)),
      total,
      input.query,
    );
  };
}

/** GET /api/brokerage/payouts/{id}: one of the broker's payouts; another broker's answers 404. */
export function makeGetPayout(deps: { payouts: PayoutRepository }) {
  return async function getPayout(input: { brokerAccountId: number; isEmployee: boolean; payoutId: number }) {
    const payout = await deps.payouts.ofBroker(input.brokerAccountId, input.payoutId);
    if (!payout) throw new PayoutNotFound();
    return toPayoutView(payout, await deps.payouts.linesOf([payout.id]), input.isEmployee);
  };
}
