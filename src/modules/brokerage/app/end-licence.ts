import type { LicenseEnd } from '../domain/license.ts';
import { backOnSale, type EarningsDeps } from './earnings-deps.ts';

/**
 * For recurring billing and messaging, in THEIR transaction: the licensee's licence of the number ended (billing
 * after two weeks of non-payment -> 'completed'; the licensee released the number -> 'deleted'), and the number
 * already left the licensee's account. The number is on sale again under its broker. No active licence (a
 * house licence, a second run): nothing happens, false.
 */
export function makeEndLicence(deps: EarningsDeps) {
  return async function endLicence(input: {
    tn: string;
    licenseeAccountId: number;
    how: LicenseEnd;
  }): Promise<boolean> {
    const license = await deps.licenses.activeOf(input.tn, input.licenseeAccountId);
    if (!license) return false;
    const now = deps.clock.now();
    license.end(input.how, now);
    await deps.licenses.flush();
    await backOnSale(deps, license, now);
    return true;
  };
}
