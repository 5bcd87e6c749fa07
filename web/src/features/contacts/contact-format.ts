import { PhoneNumber } from '../../../../src/shared/phone-number.ts';

/** A contact's number as the screens show it: '(201) 234-5678'; anything unparsable as stored. */
export function formatCallerId(callerId: string): string {
  return PhoneNumber.tryParse(callerId)?.format() ?? callerId;
}

/** The number as the server stores it, to tell whether an edit changed it. */
export function e164Of(typed: string): string {
  return PhoneNumber.tryParse(typed)?.e164 ?? typed.trim();
}
