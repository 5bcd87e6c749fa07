import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
} from '../../../shared/domain-error.ts';

/** The account does not hold the number in the URL (or it is not a number at all): FACADES' 404. */
export const accountNumberNotFound = () =>
  new NotFoundError('messaging.number_not_found', 'Telephone number not found.');

export const transferNotFound = () =>
  new NotFoundError(
    'messaging.transfer_not_found',
    'There is no ownership transfer under way for this number.',
  );

/** Unknown, expired and cancelled links answer alike, so a link cannot be told from a guess. */
export const transferLinkInvalid = () =>
  new NotFoundError(
    'messaging.transfer_link_invalid',
    'This transfer link is not valid. It may have expired or been cancelled.',
  );

export const transferAlreadyAccepted = () =>
  new ConflictError('messaging.transfer_already_accepted', 'This transfer was already accepted.');

export const transferNotOpen = () =>
  new ConflictError('messaging.transfer_not_open', 'This transfer is no longer open.');

export const transferUnderWay = () =>
  new ConflictError(
    'messaging.transfer_under_way',
    'An ownership transfer of this number is already under way.',
  );

/** Releasing, porting out or moving a number the new owner has accepted (see numberLeaving). */
export const transferAcceptedPending = () =>
  new ConflictError(
    'messaging.transfer_accepted_pending',
    'This number is being transferred to another account. Cancel the ownership transfer first.',
  );

export const licensedNumberNotTransferable = () =>
  new RuleViolationError(
    'messaging.transfer_licensed',
    'A licensed number cannot be transferred: its licence stays with this account.',
  );

export const transferForAnotherEmail = (email: string) =>
  new ForbiddenError(
    'messaging.transfer_other_email',
    `This transfer was offered to ${email}. Log in as that email to accept it.`,
  );

export const notAdminOfReceivingAccount = () =>
  new ForbiddenError(
    'messaging.transfer_not_admin',
    'Only an admin of the receiving account can accept a transfer.',
  );

export const transferToOtherBrand = () =>
  new RuleViolationError(
    'messaging.transfer_other_brand',
    'A number can only be transferred to an account on the same brand.',
  );

export const transferToSameAccount = () =>
  new RuleViolationError('messaging.transfer_same_account', 'This number is already in that account.');
