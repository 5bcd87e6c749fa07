import { PhoneNumber } from '../../../shared/phone-number.ts';
import { FORWARD_TO_INVALID, FORWARD_TO_SELF, invalidForwardTo } from './number-settings.errors.ts';

/**
 * Where a number's calls may forward: a phone that can take a call (North American, toll-free or
 * international; not a short code), other than the number itself. Answers its E.164 form; null clears.
 */
export function forwardingDestination(numberTn: string, forwardTo: string | null): string | null {
  if (forwardTo === null) return null;
  const parsed = PhoneNumber.tryParse(forwardTo, { accept: ['nanp', 'tollfree', 'international'] });
  if (!parsed) throw invalidForwardTo(FORWARD_TO_INVALID);
  if (parsed.e164 === numberTn) throw invalidForwardTo(FORWARD_TO_SELF);
  return parsed.e164;
}
