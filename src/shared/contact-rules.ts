import { PhoneNumber } from './phone-number.ts';

/** Spec 1 "Contact save": name and number; the limits are ours (docs/adr/0044). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters.`,
  numberInvalid: 'Enter a valid phone number.',
} as const;

/** The message for a contact name that breaks the rule (checked once trimmed), otherwise null. */
export function contactNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return CONTACT_MESSAGES.nameRequired;
  if (trimmed.length > CONTACT_NAME_MAX) return CONTACT_MESSAGES.nameTooLong;
  return null;
}

/** The message for a contact number that is not a valid phone number, otherwise null. */
export function contactNumberProblem(callerId: string): string | null {
  return PhoneNumber.isValid(callerId) ? null : CONTACT_MESSAGES.numberInvalid;
}

/** The name a contact gets when blocking creates it: the number as the screens show it. */
export function nameForNumber(callerId: string): string {
  return PhoneNumber.parse(callerId).format();
}
