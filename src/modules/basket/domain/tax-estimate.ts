import {
  normalizeState,
  normalizeZip,
  type TaxPayload,
  type TaxPayloadLine,
} from '../../../shared/tax-payload.ts';
import { InvalidTaxRequest } from './tax.errors.ts';
import { isPostalCodeOf, type TaxJurisdiction, taxJurisdiction } from './tax-jurisdictions.ts';

/**
 * Spec 2 section 3, "Tax estimates: kept separately for one-time, port-in and monthly charges, each with
 * totalTax": one-time is what new numbers and seats cost once (due now), port-in what port-in lines cost
 * once (billed upon port-in), monthly what every line costs each month.
 */
export const CHARGE_KINDS = ['oneTime', 'portIn', 'monthly'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** One taxable amount of a charge; `reference` names its basket line (e.g. `oneTime-0`). */
export interface TaxableLine {
  readonly reference: string;
  readonly amountCents: number;
}

/** A payload that passed every rule, with its state and postal code normalised. */
export interface TaxRequest {
  readonly jurisdiction: TaxJurisdiction;
  readonly zip: string;
  readonly lines: readonly TaxPayloadLine[];
}

/** One of the three estimates: what is taxed and the tax on it, in cents (tax is added on top). */
export interface ChargeTax {
  readonly taxableAmount: number;
  readonly totalTax: number;
}

export type TaxEstimates = Readonly<Record<ChargeKind, ChargeTax>>;

/** Most lines one estimate takes: a basket holds at most 25 numbers, plus brand 2's user seats. */
export const MAX_TAX_LINES = 200;
/** Most one line may cost once or monthly ($1,000,000): keeps amount x rate exact in a double. */
export const MAX_TAX_LINE_CENTS = 100_000_000;

/** Checks the payload (state of the select, postal code of its country, amounts whole cents >= 0). */
export function checkTaxPayload(payload: TaxPayload): TaxRequest {
  const errors: Record<string, string> = {};
  const state = normalizeState(payload.state);
  const zip = normalizeZip(payload.zip);
  const jurisdiction = taxJurisdiction(state);
  if (!state) errors.state = 'State is required';
  else if (!jurisdiction) errors.state = 'Unknown state or province.';
  if (!zip) errors.zip = 'Postal Code is required';
  else if (jurisdiction && !isPostalCodeOf(zip, jurisdiction.country))
    errors.zip =
      jurisdiction.country === 'US'
        ? 'Enter a 5-digit ZIP code (or ZIP+4) for a US address.'
        : 'Enter a Canadian postal code (A1A 1A1) for a Canadian address.';
  if (payload.lines.length > MAX_TAX_LINES) errors.lines = `At most ${MAX_TAX_LINES} lines.`;
  payload.lines.forEach((line, i) => {
    for (const field of ['nrc', 'mrc'] as const)
      if (!isCents(line[field]))
        errors[`lines.${i}.${field}`] = `Must be whole cents from 0 to ${MAX_TAX_LINE_CENTS}.`;
  });
  if (Object.keys(errors).length || !jurisdiction) throw new InvalidTaxRequest(errors);
  return { jurisdiction, zip, lines: payload.lines };
}

const isCents = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_TAX_LINE_CENTS;

/** The taxable lines of each estimate; lines of 0 cents are left out (nothing to tax). */
export function taxableCharges(lines: readonly TaxPayloadLine[]): Record<ChargeKind, TaxableLine[]> {
  const charges: Record<ChargeKind, TaxableLine[]> = { oneTime: [], portIn: [], monthly: [] };
  const add = (kind: ChargeKind, amountCents: number) => {
    if (amountCents > 0) charges[kind].push({ reference: `${kind}-${charges[kind].length}`, amountCents });
  };
  for (const line of lines) {
    add(line.type === 'portIn' ? 'portIn' : 'oneTime', line.nrc);
    add('monthly', line.mrc);
  }
  return charges;
}

/**
 * The rounding rule: tax is computed per line as amount x rate and rounded to the nearest cent, halves up
 * (what an invoice shows line by line); an estimate's totalTax is the sum of its rounded lines. Rates are
 * basis points (1/100 of a percent: 825 = 8.25%). Integer arithmetic, so no float drift.
 */
export function lineTaxCents(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}

export const sumCents = (lines: readonly TaxableLine[]) =>
  lines.reduce((sum, line) => sum + line.amountCents, 0);

/**
 * Spec 2 section 4, "Due-now total is floored at 0": one-time charges plus their tax, less the account's
 * credits (a balance in the customer's favour), never below 0.
 */
export function dueNowCents(input: {
  oneTimeCents: number;
  oneTimeTaxCents: number;
  creditsCents: number;
}): number {
  return Math.max(0, input.oneTimeCents + input.oneTimeTaxCents - input.creditsCents);
}
