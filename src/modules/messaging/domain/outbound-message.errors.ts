import { DomainError } from '../../../shared/domain-error.ts';

/** 400 naming the field, with the message as the field's text too (the dialog shows it above Send). */
export function invalidMessageField(field: string, message: string): DomainError {
  return new DomainError('validation', 'messaging.invalid_message', message, {
    errors: { [field]: message },
  });
}

export const CANNOT_TEXT_SELF = 'A message cannot be sent to the number it is sent from.';
export const NOTHING_TO_SEND = 'Write a message or attach a file.';
export const DEFER_DATE_PAST = 'The scheduled time must be in the future.';
export const DEFER_DATE_TOO_FAR = 'A message can be scheduled at most one year ahead.';

export function optedOutMessage(numbers: readonly string[]): string {
  return `${numbers.join(', ')} opted out of texts from this number (they texted STOP); they must text START first.`;
}
