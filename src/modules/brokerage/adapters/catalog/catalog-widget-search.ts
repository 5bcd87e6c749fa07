import type { CatalogModule } from '../../../catalog/index.ts';
import type { WidgetCatalogSearch } from '../../ports/widget-catalog-search.ts';

/**
 * The widget's search over the catalog's number search, as a guest (list prices), numbers for sale only,
 * cheapest first. Fewer than two criteria (the type and one more) answers nothing, as on the site.
 */
export function catalogWidgetSearch(catalog: Pick<CatalogModule, 'searchNumbers'>): WidgetCatalogSearch {
  return {
    async forSale(input) {
      const criteria = { type: input.type, npa: input.npa, state: input.state, search: input.search };
      const raw = new URLSearchParams(
        Object.entries(criteria).flatMap(([key, value]) => (value ? [[key, value]] : [])),
      );
      const result = await catalog.searchNumbers({
        request: {
          ...criteria,
          saleOnly: true,
          licenseOnly: false,
          getItNow: false,
          recentlyAdded: false,
          isOnSale: false,
          city: [],
          category: [],
          pattern: [],
          price: [],
          sort: 'price+',
          searchBy: 'contains',
          moreResults: true,
          vendor: [],
        },
        raw,
        page: { limit: input.limit, skip: input.skip },
        withAggregations: false,
        basketUuid: input.basketUuid ?? null,
        caller: { isEmployee: false, accountId: null },
      });
      return {
        numbers: result.data.map((number) => ({
          tn: number.tn,
          priceCents: number.price,
          spelling: number.spelling,
          city: number.city,
          state: number.state,
        })),
        more: result.total > input.skip + result.data.length,
        matchesPartial: result.matchesPartial,
      };
    },
  };
}
