import { backOnSale, type EarningsDeps } from './earnings-deps.ts';

/**
 * For recurring billing, in ITS transaction: the licensee's licence of the number ended after two weeks of
 * non-payment (billing removed the number from the licensee's account): it is 'completed' and the number is
 * on sale again under its broker. No active licence: nothing happens (a second run).
 */
export function makeEndLapsedLicence(deps: EarningsDeps) {
  return async function endLapsedLicence(input: { tn: string; licenseeAccountId: number }): Promise<boolean> {
    const license = await deps.licenses.activeOf(input.tn, input.licenseeAccountId);
    if (!license) return false;
    const now = deps.clock.now();
    license.end('nonPayment', now);
    await deps.licenses.flush();
    await backOnSale(deps, license, now);
    return true;
  };
}
