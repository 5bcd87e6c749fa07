import type { CatalogModule } from '../../../catalog/index.ts';
import type { NumberSales } from '../../ports/number-sales.ts';

/** Checkout's sales and review holds, kept by the catalog (one conditional update on its inventory rows). */
export function catalogNumberSales(
  catalog: Pick<CatalogModule, 'sellHeldNumbers' | 'keepHeldNumbers'>,
): NumberSales {
  return {
    sell: (input) => catalog.sellHeldNumbers(input),
    keepFor: (input) => catalog.keepHeldNumbers(input),
  };
}
