import type { createAdminModule } from '../../../admin/index.ts';
import type { FraudScreening } from '../../ports/fraud-screening.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/** Checkout's fraud screening over the admin module's rules (evaluated in priority order; the worst action wins). */
export function adminFraudScreening(admin: Pick<AdminModule, 'fraud'>): FraudScreening {
  return {
    async screen(order) {
      const verdict = await admin.fraud.screen(order);
      return { level: verdict.level, matched: verdict.matched.map((rule) => ({ ...rule })) };
    },
  };
}
