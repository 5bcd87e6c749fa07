import { EmployeesOnly, LicenseNotFound } from '../domain/brokerage.errors.ts';
import type { StaffAudit } from '../ports/staff-audit.ts';
import { backOnSale, type EarningsDeps } from './earnings-deps.ts';
import { type LicenseView, toLicenseView } from './license-view.ts';

/**
 * PATCH /api/brokerage/licenses/{id} {status: 'deleted'} (spec 3 section 4 Cancel License, the legacy
 * cancelBrokerageSale): an employee ends an ACTIVE licence (409 otherwise): it becomes 'deleted', the number
 * leaves the licensee's account (so recurring billing stops) and is on sale again under the broker. One
 * transaction. Another broker's licence answers 404, a broker who is not staff 403.
 */
export function makeCancelLicense(
  deps: EarningsDeps & { tx: <T>(work: () => Promise<T>) => Promise<T>; audit: StaffAudit },
) {
  return function cancelLicense(input: {
    brokerAccountId: number;
    userId: number;
    isEmployee: boolean;
    licenseId: number;
  }): Promise<LicenseView> {
    return deps.tx(async () => {
      const license = await deps.licenses.ofBroker(input.brokerAccountId, input.licenseId, { lock: true });
      if (!license) throw new LicenseNotFound();
      if (!input.isEmployee) throw new EmployeesOnly();
      const now = deps.clock.now();
      const before = toLicenseView(license);
      license.end('cancelled', now);
      await deps.licenses.flush();
      await deps.numbers.removeFromAccount(license.licenseeAccountId, license.tn);
      await backOnSale(deps, license, now);
      const after = toLicenseView(license);
      await deps.audit.record({
        actorUserId: input.userId,
        action: 'license.cancel',
        subject: `license:${input.licenseId}`,
        before,
        after,
      });
      return after;
    });
  };
}
