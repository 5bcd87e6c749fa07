import type { OpenWorkCount } from '../../ports/open-work.ts';

/** Checkout's facade, as the admin home's fraud review count. */
export function basketFraudReviewCount(checkout: { fraudReviewCount(): Promise<number> }): OpenWorkCount {
  return () => checkout.fraudReviewCount();
}
