import { ConflictError, NotFoundError } from '../../../shared/domain-error.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';

/** Another account's contact answers the same: as if it did not exist. */
export function contactNotFound(): NotFoundError {
  return new NotFoundError('contact.not_found', 'No such contact.');
}

export function contactNumberTaken(callerId: string): ConflictError {
  const message = `You already have a contact for ${PhoneNumber.parse(callerId).format()}.`;
  return new ConflictError('contact.number_taken', message, { errors: { callerId: message } });
}
