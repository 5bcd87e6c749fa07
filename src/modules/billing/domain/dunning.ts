import { daysBetween } from '../../../shared/proration.ts';

/** Days after the failed payment on which dunning retries the card (one retry per day listed). */
export const RETRY_DAYS = [1, 3, 7] as const;
/** Days a licence may stay unpaid before it ends and its number goes back to the licensor (spec 3). */
export const LICENCE_GRACE_DAYS = 14;

export const NO_CARD_MESSAGE = 'You do not have a credit card on file.';

/** A dunning's schedule: since when, how many retries were made, and the days staff pushed it back. */
export interface DunningSchedule {
  startedOn: string;
  retriesDone: number;
  /** Days staff pushed the retries and the licence end back (docs/adr/0074); 0 when never. */
  delayDays?: number;
}

/** Days of the schedule gone by on `today`: days since it began, less the days staff pushed it back. */
const scheduleDay = (dunning: { startedOn: string; delayDays?: number }, today: string) =>
  daysBetween(dunning.startedOn, today) - (dunning.delayDays ?? 0);

/** Whether the next retry is due on `today` (a missed day catches up: one retry per run). */
export function retryDue(dunning: DunningSchedule, today: string): boolean {
  const next = RETRY_DAYS[dunning.retriesDone];
  return next !== undefined && scheduleDay(dunning, today) >= next;
}

/** Whether the dunning has lasted long enough for its licences to end. */
export function licencesLapse(
  dunning: { startedOn: string; licencesEndedOn: string | null; delayDays?: number },
  today: string,
) {
  return dunning.licencesEndedOn === null && scheduleDay(dunning, today) >= LICENCE_GRACE_DAYS;
}

/** The day of the next scheduled retry, or null when the retries are used up. */
export function nextRetryOn(dunning: DunningSchedule): string | null {
  const next = RETRY_DAYS[dunning.retriesDone];
  return next === undefined ? null : dayAfter(dunning.startedOn, next + (dunning.delayDays ?? 0));
}

/** The day the account's licences end unless it pays, or null when they have ended. */
export function licencesEndOn(dunning: {
  startedOn: string;
  licencesEndedOn: string | null;
  delayDays?: number;
}): string | null {
  if (dunning.licencesEndedOn !== null) return null;
  return dayAfter(dunning.startedOn, LICENCE_GRACE_DAYS + (dunning.delayDays ?? 0));
}

/**
 * The key of a dunning retry's payment attempt (UNIQUE in billing.recurring_payment, and the provider's
 * idempotency key): the same for the daily run and a staff "retry now", so retry n is charged at most once.
 */
export const dunningRetryKey = (accountId: number, startedOn: string, retry: number) =>
  `dunning:${accountId}:${startedOn}:${retry}`;

/** The date of a day `days` after `date`. */
export function dayAfter(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The mail to the account's admins when a recurring payment fails (first time, a retry or a staff retry). */
export function paymentFailedMail(input: {
  amountCents: number;
  message: string;
  retry: number;
  startedOn: string;
  delayDays?: number;
  publicUrl: string;
}): { subject: string; text: string } {
  const next = nextRetryOn({
    startedOn: input.startedOn,
    retriesDone: input.retry,
    delayDays: input.delayDays ?? 0,
  });
  const nextLine =
    next === null
      ? `We will not retry again. Licensed numbers end on ${dayAfter(input.startedOn, LICENCE_GRACE_DAYS + (input.delayDays ?? 0))} unless the balance is paid.`
      : `We will try your card again on ${next}.`;
  // Staff may retry after the scheduled retries (docs/adr/0074): those are "another attempt", not "4 of 3".
  const attempt =
    input.retry === 0
      ? 'Your payment'
      : input.retry > RETRY_DAYS.length
        ? 'Another attempt at your payment'
        : `Retry ${input.retry} of ${RETRY_DAYS.length} of your payment`;
  return {
    subject: 'Your Numberyard payment failed',
    text: [
      `${attempt} of ${dollars(input.amountCents)} failed: ${input.message}`,
      nextLine,
      `Pay now or update your card: ${input.publicUrl}/account/pay-now?amount=${input.amountCents}`,
      `Payment method: ${input.publicUrl}/account/payment-method`,
    ].join('\n\n'),
  };
}

/** The mail to the account's admins when unpaid licences end. */
export function licencesEndedMail(input: { numbers: string[]; publicUrl: string }) {
  return {
    subject: 'Your licensed numbers have ended',
    text: [
      `The licence fees were unpaid for ${LICENCE_GRACE_DAYS} days, so these licences have ended and the numbers went back to their owner:`,
      input.numbers.map((tn) => `- ${tn}`).join('\n'),
      `Your balance: ${input.publicUrl}/account/billing`,
    ].join('\n\n'),
  };
}
