import { daysBetween } from '../../../shared/proration.ts';

/** Days after the failed payment on which dunning retries the card (one retry per day listed). */
export const RETRY_DAYS = [1, 3, 7] as const;
/** Days a licence may stay unpaid before it ends and its number goes back to the licensor (spec 3). */
export const LICENCE_GRACE_DAYS = 14;

export const NO_CARD_MESSAGE = 'You do not have a credit card on file.';

/** Whether the next retry is due on `today` (a missed day catches up: one retry per run). */
export function retryDue(dunning: { startedOn: string; retriesDone: number }, today: string): boolean {
  const next = RETRY_DAYS[dunning.retriesDone];
  return next !== undefined && daysBetween(dunning.startedOn, today) >= next;
}

/** Whether the dunning has lasted long enough for its licences to end. */
export function licencesLapse(dunning: { startedOn: string; licencesEndedOn: string | null }, today: string) {
  return dunning.licencesEndedOn === null && daysBetween(dunning.startedOn, today) >= LICENCE_GRACE_DAYS;
}

/** The date of a day `days` after `date`. */
export function dayAfter(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The mail to the account's admins when a recurring payment fails (first time or a retry). */
export function paymentFailedMail(input: {
  amountCents: number;
  message: string;
  retry: number;
  startedOn: string;
  publicUrl: string;
}): { subject: string; text: string } {
  const next = RETRY_DAYS[input.retry];
  const nextLine =
    next === undefined
      ? `We will not retry again. Licensed numbers end on ${dayAfter(input.startedOn, LICENCE_GRACE_DAYS)} unless the balance is paid.`
      : `We will try your card again on ${dayAfter(input.startedOn, next)}.`;
  const attempt =
    input.retry === 0 ? 'Your payment' : `Retry ${input.retry} of ${RETRY_DAYS.length} of your payment`;
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
