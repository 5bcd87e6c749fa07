import type { CatalogModule } from '../../../catalog/index.ts';
import type { ListedNumbers } from '../../ports/listed-numbers.ts';

/** Numbers on offer as the catalog lists them, in the caller's transaction. */
export function catalogListedNumbers(catalog: Pick<CatalogModule, 'findAvailableNumber'>): ListedNumbers {
  return { findAvailableNumber: (tn, basketUuid) => catalog.findAvailableNumber(tn, basketUuid) };
}
