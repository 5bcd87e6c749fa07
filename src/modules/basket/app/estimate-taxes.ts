import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { type TaxPayload, taxPayloadHash } from '../../../shared/tax-payload.ts';
import {
  CHARGE_KINDS,
  type ChargeTax,
  checkTaxPayload,
  sumCents,
  type TaxEstimates,
  taxableCharges,
} from '../domain/tax-estimate.ts';
import type { TaxEstimateCache } from '../ports/tax-estimate-cache.ts';
import type { TaxEstimator } from '../ports/tax-estimator.ts';
import { taxEstimateRules } from './tax-rate-limits.ts';

/**
 * How long an estimate is kept by its payload's hash (docs/adr/0028): longer than a basket's 30-minute
 * reservations, so one checkout never asks twice for the same payload; short enough that a rate edited by
 * staff reaches every new estimate within the hour.
 */
export const TAX_ESTIMATE_TTL_MS = 60 * 60_000;

/** Spec 2 section 7's answer: three estimates, each with totalTax in cents, and what they were made from. */
export interface TaxEstimateView extends TaxEstimates {
  /** SHA-256 of the canonical payload (src/shared/tax-payload.ts): the page asks again only when it changes. */
  payloadHash: string;
  /** 'rates' (the table kept in the database) or 'stripe' (Stripe Tax). */
  source: string;
  /** When the estimate was made: earlier than now when it was kept from an earlier request. */
  estimatedAt: string;
}

export interface EstimateTaxesDeps {
  estimator: TaxEstimator;
  cache: TaxEstimateCache;
  clock: Clock;
  /** Counts the page's requests per address (app/tax-rate-limits.ts); server-side callers pass no address. */
  rateLimiter: RateLimiter;
}

/**
 * POST /api/taxEstimate, and checkout's own estimate of the basket's amounts: checks the payload (400 and
 * nothing written when bad), then answers the estimate kept under the payload's hash, or asks the estimator
 * for the one-time, port-in and monthly taxes (none for an estimate with nothing to tax) and keeps the answer.
 */
export function makeEstimateTaxes({ estimator, cache, clock, rateLimiter }: EstimateTaxesDeps) {
  return async function estimateTaxes(
    payload: TaxPayload,
    options: { ip?: string } = {},
  ): Promise<TaxEstimateView> {
    const request = checkTaxPayload(payload);
    if (options.ip !== undefined) await rateLimiter.hit(taxEstimateRules(options.ip), clock.now());
    const payloadHash = await taxPayloadHash(payload);
    const key = `${estimator.source}:${payloadHash}`;
    const now = clock.now();
    const kept = await cache.find(key, now);
    if (kept) return view(kept.estimates, kept.estimatedAt);

    const charges = taxableCharges(request.lines);
    const taxes = await Promise.all(
      CHARGE_KINDS.map(async (kind): Promise<ChargeTax> => {
        const lines = charges[kind];
        const totalTax = lines.length
          ? await estimator.totalTaxCents({
              jurisdiction: request.jurisdiction,
              zip: request.zip,
              kind,
              lines,
            })
          : 0;
        return { taxableAmount: sumCents(lines), totalTax };
      }),
    );
    const estimates = Object.fromEntries(CHARGE_KINDS.map((kind, i) => [kind, taxes[i]!])) as TaxEstimates;
    await cache.save(key, { estimates, estimatedAt: now }, new Date(now.getTime() + TAX_ESTIMATE_TTL_MS));
    return view(estimates, now);

    function view(estimates: TaxEstimates, estimatedAt: Date): TaxEstimateView {
      return {
        payloadHash,
        source: estimator.source,
        estimatedAt: estimatedAt.toISOString(),
        oneTime: estimates.oneTime,
        portIn: estimates.portIn,
        monthly: estimates.monthly,
      };
    }
  };
}

export type EstimateTaxes = ReturnType<typeof makeEstimateTaxes>;
