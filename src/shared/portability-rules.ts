import { type PhoneNumber, parseBulkList } from './phone-number.ts';

/** The message of a portable number (spec 2 section 8). */
export const PORTABLE_MESSAGE = 'Your number can be ported!';
/** The check failed and the lookup gave no reason (spec 2 section 8). */
export const PORTABILITY_FAILED_MESSAGE = 'Unable to check number portability, please try again later.';
/** Nothing typed (spec 2 section 5). */
export const NO_NUMBER_MESSAGE = 'You must enter a phone number to continue.';
/** Numbers one check takes: the bulk textarea's worth. */
export const MAX_PORTABILITY_NUMBERS = 100;
export const TOO_MANY_NUMBERS_MESSAGE = `Check at most ${MAX_PORTABILITY_NUMBERS} numbers at a time.`;

export function invalidNumbersMessage(input: string): string {
  return `Invalid phone number(s): ${input}`;
}

export type PortabilityListParse = { numbers: PhoneNumber[] } | { problem: string };

/**
 * The numbers of a port-in check: comma or newline separated North American numbers (local or toll-free),
 * de-duplicated. Any entry that is not one names the entries in the spec's message, so a typo in a bulk
 * list is pointed out rather than silently dropped.
 */
export function parsePortabilityList(text: string): PortabilityListParse {
  const { valid, invalid } = parseBulkList(text, { accept: ['nanp', 'tollfree'], allowInvalid: true });
  if (valid.length === 0 && invalid.length === 0) return { problem: NO_NUMBER_MESSAGE };
  if (invalid.length > 0) return { problem: invalidNumbersMessage(invalid.join(', ')) };
  if (valid.length > MAX_PORTABILITY_NUMBERS) return { problem: TOO_MANY_NUMBERS_MESSAGE };
  return { numbers: valid };
}
