import { MAX_PARTICIPANTS } from '../../../shared/message-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { CANNOT_TEXT_SELF } from './outbound-message.errors.ts';

/** The recipients of an outbound message as E.164 without repeats, or the reason they may not be used. */
export function outboundRecipients(
  from: string,
  typed: readonly string[],
): { ok: true; participants: string[] } | { ok: false; error: string } {
  const participants: string[] = [];
  for (const entry of typed) {
    const number = PhoneNumber.tryParse(entry);
    if (!number) return { ok: false, error: `${entry} is not a valid phone number.` };
    if (number.e164 === from) return { ok: false, error: CANNOT_TEXT_SELF };
    if (!participants.includes(number.e164)) participants.push(number.e164);
  }
  if (participants.length === 0) return { ok: false, error: 'Add at least one recipient.' };
  if (participants.length > MAX_PARTICIPANTS)
    return { ok: false, error: `A message can go to at most ${MAX_PARTICIPANTS} recipients.` };
  return { ok: true, participants };
}

const YEAR_MS = 365 * 24 * 3_600_000;

/** A schedule may lie from now to a year ahead. */
export function deferDateProblem(deferDate: Date, now: Date): 'past' | 'too-far' | null {
  if (deferDate.getTime() <= now.getTime()) return 'past';
  if (deferDate.getTime() - now.getTime() > YEAR_MS) return 'too-far';
  return null;
}
