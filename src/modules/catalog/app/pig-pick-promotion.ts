import { type PigPickShown, promotionCounts } from '../domain/pig-pick.ts';
import type { PigPickPromotions } from '../ports/pig-pick-promotions.ts';

/**
 * For the basket (docs/adr/0066): the Pig Pick promotion a token proves for adding `tn` at `now`, or null when
 * the token is not ours, is for another number, or was shown more than 30 minutes ago.
 */
export function makePigPickPromotion({ promotions }: { promotions: PigPickPromotions }) {
  return function pigPickPromotion(token: string, tn: string, now: Date): PigPickShown | null {
    return promotionCounts(promotions.read(token), tn, now);
  };
}
