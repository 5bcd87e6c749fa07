import { feeSplit } from './earnings.ts';

/** Spec 3 section 9: "Embedded commission 20%" of a number sold through a broker's widget. */
export const EMBEDDED_COMMISSION_PERCENT = 20;

export interface EmbeddedSplit {
  feeAmount: number;
  payoutAmount: number;
  pigPickPercentage: number;
}

/**
 * What the widget's broker earns on a number sold through their widget (docs/adr/0064), in cents. `paidCents`
 * is what the buyer paid (the widget's marked-up price), `listCents` the catalog's price the markup was added
 * to. The markup is the broker's whole. On top of it:
 * - a number the broker does not list themself (the house's, or another broker's): a 20% commission of the
 *   catalog price;
 * - the broker's own listed number: the usual 60/40 split of the catalog price (40% plus any Pig Pick
 *   percentage is the house's), one transaction instead of the 'sale'.
 * The house's fee is the rest, so fee + payout is always what the buyer paid.
 */
export function embeddedSplit(input: {
  paidCents: number;
  listCents: number;
  ownListing: boolean;
  pigPickPercentage?: number;
}): EmbeddedSplit {
  const { paidCents, listCents } = input;
  if (!Number.isInteger(paidCents) || !Number.isInteger(listCents) || listCents < 0 || paidCents < 0)
    throw new RangeError(`amounts must be whole cents, got ${paidCents} and ${listCents}`);
  const markup = Math.max(0, paidCents - listCents);
  const base = Math.min(listCents, paidCents);
  if (input.ownListing) {
    const split = feeSplit(base, input.pigPickPercentage ?? 0);
    return { ...split, payoutAmount: split.payoutAmount + markup };
  }
  const commission = Math.round((base * EMBEDDED_COMMISSION_PERCENT) / 100);
  const payoutAmount = commission + markup;
  return { feeAmount: paidCents - payoutAmount, payoutAmount, pigPickPercentage: 0 };
}
