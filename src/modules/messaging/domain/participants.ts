import { PhoneNumber } from '../../../shared/phone-number.ts';

/**
 * A conversation's other parties, as one canonical list: E.164 (short codes as digits), without duplicates,
 * sorted, so a group message to the same people in any order lands in the same thread.
 */
export function canonicalParticipants(numbers: readonly string[]): string[] {
  return [...new Set(numbers.map((number) => PhoneNumber.parse(number).e164))].sort();
}

/** The thread's lookup key: the canonical participants joined by commas. */
export function participantsKey(numbers: readonly string[]): string {
  return canonicalParticipants(numbers).join(',');
}
