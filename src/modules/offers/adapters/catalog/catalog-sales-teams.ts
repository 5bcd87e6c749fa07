import type { CatalogModule } from '../../../catalog/index.ts';
import type { SalesTeams } from '../../ports/sales-teams.ts';

/** Each brand's sales team from the catalog's brand reference data. */
export function catalogSalesTeams(catalog: Pick<CatalogModule, 'brandCatalog'>): SalesTeams {
  return { salesTeam: (brandingId) => catalog.brandCatalog.salesTeam(brandingId) };
}
