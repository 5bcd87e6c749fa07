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

/** The SMS column: on, pending (activation or toll-free validation), off, or not possible on the plan. */
export function smsState(number: TelephoneNumber): string {
  if (number.isSmsEnabled) return 'On';
  if (number.isSmsPending) return 'Pending';
  return number.planAllowsSms ? 'Off' : 'Not on this plan';
}
