import type { createAdminModule } from '../../../admin/index.ts';
import type { BrokerApplicationAudit } from '../../ports/broker-application-audit.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/**
 * Staff decisions on broker applications and staff support access (docs/adr/0080), in the admin module's audit log (the caller's transaction). A getter:
 * the composition root builds the admin module after accounts.
 */
export function adminBrokerApplicationAudit(admin: () => Pick<AdminModule, 'audit'>): BrokerApplicationAudit {
  return { record: (entry) => admin().audit.record(entry) };
}
