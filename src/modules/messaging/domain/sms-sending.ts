import type { AccountNumber } from './account-number.ts';

/** Spec 1 section 4's text for a number whose plan has no messaging. */
export const UPGRADE_PLAN_FOR_SMS = "You must upgrade this number's plan to enable messaging";
export const SMS_NOT_ACTIVATED =
  'Messaging is not activated on this number. Activate SMS on the Numbers page first.';
export const TOLL_FREE_VALIDATION_PENDING =
  'This toll-free number cannot send until its SMS validation is approved. It may take several weeks.';

/**
 * Why the number may not send a text now, or null when it may (spec 1 section 4): the plan must include
 * messaging, SMS must be activated (smsEnabled Y), and a toll-free number whose validation is pending waits
 * for it (an empty or rejected validation may send, with unreliable delivery).
 */
export function whyCannotSendFrom(
  number: Pick<AccountNumber, 'smsEnabled' | 'smsValidated'>,
  planAllowsSms: boolean,
): string | null {
  if (!planAllowsSms) return UPGRADE_PLAN_FOR_SMS;
  if (number.smsEnabled !== 'Y') return SMS_NOT_ACTIVATED;
  if (number.smsValidated === 'pending') return TOLL_FREE_VALIDATION_PENDING;
  return null;
}
