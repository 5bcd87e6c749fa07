import type { CatalogModule } from '../../../catalog/index.ts';
import type { ForwardingPlans } from '../../ports/forwarding-plans.ts';

/**
 * The catalog's plans with call forwarding. A number on an admin-only forwarding plan (Metered) forwards,
 * but the plans named to a customer are the ones they can pick.
 */
export function catalogForwardingPlans(catalog: Pick<CatalogModule, 'forwardingPlans'>): ForwardingPlans {
  return {
    forwards: (brandingId, planId) =>
      catalog.forwardingPlans(brandingId, { includeAdminOnly: true }).some((plan) => plan.id === planId),
    names: (brandingId) => catalog.forwardingPlans(brandingId).map((plan) => plan.name),
  };
}
