import type { AccountNumber, SmsEnabled, SmsValidated } from '../domain/account-number.ts';
import { paidThroughOf } from '../domain/plan-change.ts';
import type { NumberPlans } from '../ports/number-plans.ts';

/** A number as the account's numbers list answers it: spec 1's "Telephone number" with its derived flags. */
export interface AccountNumberView {
  tn: string;
  humanTn: string;
  nickname: string;
  plan: { id: number; name: string };
  status: 'active';
  smsEnabled: SmsEnabled;
  smsValidated: SmsValidated;
  stringHosted: 'Y' | 'N';
  anniversaryDate: string | null;
  paidThrough: string | null;
  mrc: number;
  billingPeriod: 1 | 12;
  assignedUserId: number | null;
  isLicensed: boolean;
  isTollFree: boolean;
  isSmsEnabled: boolean;
  isSmsPending: boolean;
  isSmsValidated: boolean;
  planAllowsSms: boolean;
}

export function toAccountNumberView(
  plans: NumberPlans,
  brandingId: number,
  number: AccountNumber,
): AccountNumberView {
  const plan = plans.plan(brandingId, number.planId);
  return {
    tn: number.tn,
    humanTn: number.humanTn(),
    nickname: number.nickname,
    plan: { id: number.planId, name: plan?.name ?? `Plan ${number.planId}` },
    status: number.status,
    smsEnabled: number.smsEnabled,
    smsValidated: number.smsValidated,
    stringHosted: number.stringHosted ? 'Y' : 'N',
    anniversaryDate: number.anniversaryDate,
    paidThrough: paidThroughOf(number),
    mrc: number.mrcCents,
    billingPeriod: number.billingPeriod,
    assignedUserId: number.assignedUserId,
    isLicensed: number.isLicensed(),
    isTollFree: number.isTollFree(),
    isSmsEnabled: number.isSmsEnabled(),
    isSmsPending: number.isSmsPending(),
    isSmsValidated: number.isSmsValidated(),
    planAllowsSms: plan?.allowsSms ?? false,
  };
}
