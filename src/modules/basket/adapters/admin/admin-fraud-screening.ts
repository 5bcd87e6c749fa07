import type { FraudScreening } from '../../ports/fraud-screening.ts';

/**
 * Checkout's fraud screening over the admin module's rules (`fraud.screen`, FACADES.md: evaluated in priority
 * order, the worst action wins). Typed by the facade's shape until the admin module is merged.
 */
export function adminFraudScreening(admin: { fraud: FraudScreening }): FraudScreening {
  return {
    async screen(order) {
      const verdict = await admin.fraud.screen(order);
      return { level: verdict.level, matched: verdict.matched.map((rule) => ({ ...rule })) };
    },
  };
}
