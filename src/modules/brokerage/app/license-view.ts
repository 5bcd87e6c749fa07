import type { License } from '../domain/license.ts';
import { humanTn } from './earnings-deps.ts';

/** Spec 3 License as the Licenses screen and its CSV show it (cents, whole percent, ISO dates). */
export function toLicenseView(license: License) {
  return {
    licenseId: license.id,
    tn: license.tn,
    formattedTn: humanTn(license.tn),
    status: license.status,
    startDate: license.startDate.toISOString(),
    endDate: license.endDate?.toISOString() ?? null,
    oneTimeSetupFee: license.oneTimeSetupFee,
    monthlyFee: license.monthlyFee,
    annualIncrease: license.annualIncrease,
    licenseeAccountId: license.licenseeAccountId,
  };
}

export type LicenseView = ReturnType<typeof toLicenseView>;
