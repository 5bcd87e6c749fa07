import type { FraudLevel, MatchedFraudRule } from '../../domain/fraud-level.ts';
import type { FraudScreening, ScreenedOrder } from '../../ports/fraud-screening.ts';

/** The admin module's `fraud` facade (FACADES.md), as far as checkout uses it. */
interface AdminFraud {
  fraud: { screen(order: ScreenedOrder): Promise<{ level: FraudLevel; matched: MatchedFraudRule[] }> };
}

/** Checkout's fraud screening over the admin module's rules (evaluated in priority order; worst action wins). */
export function adminFraudScreening(admin: AdminFraud): FraudScreening {
  return {
    async screen(order) {
      const verdict = await admin.fraud.screen(order);
      return { level: verdict.level, matched: verdict.matched.map((rule) => ({ ...rule })) };
    },
  };
}
