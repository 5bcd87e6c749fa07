/** Spec 3 section 9: "Affiliate commission 5%, one-time, on completed sales to new customers only." */
export const AFFILIATE_COMMISSION_PERCENT = 5;

/**
 * What an affiliate sale pays the broker (ADR 0065), cents: 5% of the order's one-time amount for its numbers
 * (each number's sale price or licence setup fee; not taxes, plans, monthly fees, seats or port-ins), rounded
 * half up to a whole cent. The house keeps the rest as the transaction's fee.
 */
export function affiliateSplit(numbersCents: number): {
  purchaseAmount: number;
  feeAmount: number;
  payoutAmount: number;
} {
  if (!Number.isInteger(numbersCents) || numbersCents < 0)
    throw new RangeError(`amount must be whole cents, got ${numbersCents}`);
  const payoutAmount = Math.round((numbersCents * AFFILIATE_COMMISSION_PERCENT) / 100);
  return { purchaseAmount: numbersCents, feeAmount: numbersCents - payoutAmount, payoutAmount };
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Spec 3: "not existing customers or self-purchases". A self-purchase is the broker's own account buying, or a
 * buyer whose email is one of the broker's sign-in emails (its account admins) or the company email of the
 * broker's reseller settings, compared without case.
 */
export function isSelfPurchase(input: {
  brokerAccountId: number;
  buyerAccountId: number;
  buyerEmail: string;
  brokerEmails: readonly string[];
}): boolean {
  if (input.buyerAccountId === input.brokerAccountId) return true;
  const buyer = normalEmail(input.buyerEmail);
  return input.brokerEmails.some((email) => email && normalEmail(email) === buyer);
}
