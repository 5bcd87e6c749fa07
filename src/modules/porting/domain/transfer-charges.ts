/**
 * Spec 2 section 9, for a pending transfer of numbers into an account (the "Pending transfer" entity:
 * billTo, transferFee, transferTns), charged when the transfer completes (docs/adr/0027, 0040).
 */

/** Spec 2 section 9: the Park charge uses plan 10 on brand 2 and plan 1 otherwise. */
export function parkPlanIdFor(brandingId: number): number {
  return brandingId === 2 ? 10 : 1;
}

export interface TransferCharges {
  /** The transfer fee for each number, only when the transfer is billed to the new account. */
  transferFeeCents: number;
  /** One month of the park plan for each number. */
  parkCents: number;
  totalCents: number;
}

/**
 * What activating a pending transfer charges: the transfer fee (pricing's `fees.transfer`, 300, per number)
 * only when `billTo` is 'new', and the Park charge: one month at the park plan's mrc for each number.
 */
export function pendingTransferCharges(input: {
  billTo: string;
  tnCount: number;
  transferFeeCents: number;
  parkPlanMrcCents: number;
}): TransferCharges {
  const transferFeeCents = input.billTo === 'new' ? input.transferFeeCents * input.tnCount : 0;
  const parkCents = input.parkPlanMrcCents * input.tnCount;
  return { transferFeeCents, parkCents, totalCents: transferFeeCents + parkCents };
}
