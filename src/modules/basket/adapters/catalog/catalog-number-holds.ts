import type { CatalogModule } from '../../../catalog/index.ts';
import type { NumberHolds } from '../../ports/number-holds.ts';

/** The basket's holds, kept by the catalog (one conditional update on its inventory row). */
export function catalogNumberHolds(
  catalog: Pick<CatalogModule, 'holdNumber' | 'holdForStaffSale' | 'releaseHold' | 'pigPickPromotion'>,
): NumberHolds {
  return {
    hold: (input) => catalog.holdNumber(input),
    holdForStaffSale: (input) => catalog.holdForStaffSale(input),
    release: (input) => catalog.releaseHold(input),
    pigPickPromotion: (token, tn, now) => catalog.pigPickPromotion(token, tn, now),
  };
}
