import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { NumberSearch } from '../ports/number-search.ts';
import type { AvailableNumber } from './catalog-facade.ts';

/**
 * One number that is on offer now (available, and not held by another basket than `basketUuid`), with its
 * listed prices; null for a number the catalog does not offer. For other modules that must not take a
 * price from the browser. A number in the caller's own basket is still on offer to that caller.
 */
export function makeFindAvailableNumber(deps: { search: NumberSearch; clock: { now(): Date } }) {
  return async function findAvailableNumber(
    tn: string,
    basketUuid: string | null = null,
  ): Promise<AvailableNumber | null> {
    const number = PhoneNumber.tryParse(tn);
    if (!number) return null;
    const found = await deps.search.exact(number.e164, { now: deps.clock.now(), basketUuid });
    if (!found) return null;
    return {
      tn: found.tn,
      priceCents: found.priceCents,
      licenseOneTimeCents: found.licenseOneTimeCents,
      licenseMonthlyCents: found.licenseMonthlyCents,
      sellerAccountId: found.sellerAccountId,
      minOfferCents: found.minOfferCents,
    };
  };
}
