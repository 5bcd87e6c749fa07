import { LicenseNotActive } from './brokerage.errors.ts';

/** Spec 3 License status. */
export const LICENSE_STATUSES = ['pending', 'active', 'deleted', 'completed'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/**
 * Why a licence ended (docs/adr/0058): staff (or the licensee) cancelled it -> 'deleted'; recurring billing
 * ended it after two weeks of non-payment -> 'completed' (it ran to its end; the number went back to the
 * licensor as spec 3's Licensing terms say).
 */
export type LicenseEnd = 'cancelled' | 'nonPayment';

/**
 * A number licensed month to month from a broker (spec 3 License): the licensee's account holds it while
 * active and is billed its monthly fee by recurring billing. Fees in cents; annual increase in whole percent.
 */
export class License {
  id!: number;
  tn: string;
  brokerAccountId: number;
  licenseeAccountId: number;
  status: LicenseStatus;
  startDate: Date;
  endDate: Date | null;
  oneTimeSetupFee: number;
  monthlyFee: number;
  annualIncrease: number;
  /** The checkout line that started it ('order:{uuid}:{tn}'), UNIQUE: a retried checkout starts it once. */
  sourceReference: string;

  constructor(input: {
    tn: string;
    brokerAccountId: number;
    licenseeAccountId: number;
    oneTimeSetupFee: number;
    monthlyFee: number;
    annualIncrease: number;
    now: Date;
    sourceReference: string;
  }) {
    this.tn = input.tn;
    this.brokerAccountId = input.brokerAccountId;
    this.licenseeAccountId = input.licenseeAccountId;
    this.status = 'active';
    this.startDate = input.now;
    this.endDate = null;
    this.oneTimeSetupFee = input.oneTimeSetupFee;
    this.monthlyFee = input.monthlyFee;
    this.annualIncrease = input.annualIncrease;
    this.sourceReference = input.sourceReference;
  }

  isActive(): boolean {
    return this.status === 'active';
  }

  /** Ends an active licence (409 otherwise: spec 3 offers Cancel License only while active). */
  end(how: LicenseEnd, now: Date): void {
    if (!this.isActive()) throw new LicenseNotActive();
    this.status = how === 'cancelled' ? 'deleted' : 'completed';
    this.endDate = now;
  }
}

/**
 * A licence's anniversary (spec 3 anniversaryDate: when its annual increase applies): the first anniversary of
 * its start date after `after` (a transaction's date). UTC calendar years; a 29 February start rolls to 1 March.
 */
export function nextAnniversary(startDate: Date, after: Date): Date {
  const years = Math.max(1, after.getUTCFullYear() - startDate.getUTCFullYear());
  for (let add = years - 1; ; add += 1) {
    const candidate = new Date(startDate);
    candidate.setUTCFullYear(startDate.getUTCFullYear() + Math.max(1, add));
    if (candidate > after) return candidate;
  }
}
