import type { AccountBillables } from '../ports/billable-lines.ts';
import type { BillingPrices } from '../ports/billing-sources.ts';

/**
 * The numbers' monthly prices as a renewal charges them: the price stored with the number (the account's
 * overrides of the day it was bought included), unless the account has a live override for the plan now,
 * which wins (spec 1 section 8: overrides price the account's plans).
 */
export async function withAccountOverrides(
  prices: BillingPrices,
  billables: AccountBillables,
): Promise<AccountBillables> {
  const overrides = new Map<number, number | null>();
  for (const planId of new Set(billables.numbers.map((number) => number.planId)))
    overrides.set(planId, await prices.planMrcCents(billables.brandingId, billables.accountId, planId));
  return {
    ...billables,
    numbers: billables.numbers.map((number) => ({
      ...number,
      mrcCents: overrides.get(number.planId) ?? number.mrcCents,
    })),
  };
}
