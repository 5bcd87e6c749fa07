import { type ChargeKind, lineTaxCents, type TaxableLine } from './tax-estimate.ts';

/**
 * A jurisdiction's rates in the rate table (docs/adr/0028), in basis points (825 = 8.25%). One-time charges
 * (numbers bought, licence setup, port-in fees) and monthly telecom service are taxed apart: many states
 * add telecom taxes and fees to monthly service only.
 */
export interface TaxRate {
  readonly state: string;
  readonly oneTimeBasisPoints: number;
  readonly monthlyBasisPoints: number;
}

/** The rate of a kind of charge: a port-in fee is a one-time charge. */
export function basisPointsFor(rate: TaxRate, kind: ChargeKind): number {
  return kind === 'monthly' ? rate.monthlyBasisPoints : rate.oneTimeBasisPoints;
}

/** The tax on the lines at the rate of their kind: each line rounded (lineTaxCents), then summed. */
export function taxAtRate(rate: TaxRate, kind: ChargeKind, lines: readonly TaxableLine[]): number {
  const basisPoints = basisPointsFor(rate, kind);
  return lines.reduce((sum, line) => sum + lineTaxCents(line.amountCents, basisPoints), 0);
}
