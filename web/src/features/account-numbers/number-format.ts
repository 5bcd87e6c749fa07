import type { TelephoneNumber } from './account-numbers-api.ts';

export const BILLING_PERIODS: Record<TelephoneNumber['billingPeriod'], string> = {
  1: 'Monthly',
  12: 'Yearly',
};
export const STATUSES: Record<TelephoneNumber['status'], string> = { active: 'Active' };

/** '2026-11-24' as 'Nov 24, 2026' (a calendar day: read and shown in UTC so no time zone moves it). */
export function formatDay(day: string | null): string {
  if (!day) return '—';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The SMS column: on, pending (activation or toll-free validation), off, or not possible on the plan. A
 * toll-free number also says where its validation stands (spec 1 section 4: an unvalidated or rejected one
 * may send, with unreliable delivery).
 */
export function smsState(number: TelephoneNumber): string {
  if (!number.planAllowsSms) return 'Not on this plan';
  if (number.isTollFree && number.smsValidated === 'pending') return 'Validation pending';
  if (number.isSmsPending) return 'Pending';
  if (!number.isSmsEnabled) return 'Off';
  if (!number.isTollFree) return 'On';
  return TOLL_FREE_VALIDATION[number.smsValidated];
}

const TOLL_FREE_VALIDATION: Record<TelephoneNumber['smsValidated'], string> = {
  '': 'On, not validated',
  pending: 'Validation pending',
  approved: 'On, validated',
  rejected: 'On, validation rejected',
};
