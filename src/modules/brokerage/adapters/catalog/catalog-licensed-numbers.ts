import type { CatalogModule } from '../../../catalog/index.ts';
import type { LicensedNumbers } from '../../ports/licensed-numbers.ts';

/** The catalog's sold row of a licensed number, back on sale (its seller_account_id is kept). */
export function catalogLicensedNumbers(
  catalog: Pick<CatalogModule, 'returnLicensedNumber'>,
): LicensedNumbers {
  return { returnToSale: async (tn) => void (await catalog.returnLicensedNumber(tn)) };
}
