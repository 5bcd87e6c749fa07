import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import type { BillingNumberStore } from '../ports/billing-number-store.ts';

/** An account's number as recurring billing sees it (docs/adr/0038). */
export interface BillingNumberView {
  accountNumberId: number;
  tn: string;
  humanTn: string;
  planId: number;
  mrcCents: number;
  billingPeriod: 1 | 12;
  anniversaryDate: string | null;
  paidThrough: string | null;
  license: { mrcCents: number; annualIncrease: number; startDate: string } | null;
}

const toView = (number: AccountNumber): BillingNumberView => ({
  accountNumberId: number.id,
  tn: number.tn,
  humanTn: PhoneNumber.tryParse(number.tn)?.format() ?? number.tn,
  planId: number.planId,
  mrcCents: number.mrcCents,
  billingPeriod: number.billingPeriod,
  anniversaryDate: number.anniversaryDate,
  paidThrough: number.paidThrough,
  license:
    number.licenseMrcCents !== null && number.licenseStartDate
      ? {
          mrcCents: number.licenseMrcCents,
          annualIncrease: number.licenseAnnualIncrease,
          startDate: number.licenseStartDate,
        }
      : null,
});

/** messaging.billing: what recurring billing reads and changes of the account's numbers (caller's transaction). */
export function makeBillingNumbers({ store }: { store: BillingNumberStore }) {
  return {
    billableNumbers: async (accountId: number) => (await store.ofAccount(accountId)).map(toView),
    accountsDue: (onOrBefore: string) => store.accountsDue(onOrBefore),
    setPaidThrough: (accountNumberId: number, date: string) => store.setPaidThrough(accountNumberId, date),
    /** The number leaves its account (licence ended): its row is deleted. */
    removeNumber: (accountNumberId: number) => store.remove(accountNumberId),
  };
}
