import {
  ConflictError,
  NotFoundError,
  RuleViolationError,
  UnavailableError,
  ValidationError,
} from '../../../shared/domain-error.ts';

/** Also the answer for another account's number (and, for role `user`, one not assigned to them). */
export const numberNotFound = () =>
  new NotFoundError('messaging.number_not_found', 'Telephone number not found.');

export const portOutRequestNotFound = () =>
  new NotFoundError('messaging.port_out_request_not_found', 'Port-out request not found.');

export const portOutNotApproved = () =>
  new ConflictError(
    'messaging.port_out_not_approved',
    'Only an approved port-out request can complete; this one was refused.',
  );

export const FORWARD_TO_INVALID = 'Enter a valid phone number to forward calls to.';
export const FORWARD_TO_SELF = 'A number cannot forward to itself. Enter another phone number.';

export const invalidForwardTo = (message: string) =>
  new ValidationError('messaging.invalid_forward_to', message, { errors: { forwardTo: message } });

/** `plans`: the brand's plans that forward, named for the customer ('Forward, Unlimited'). */
export const planDoesNotForward = (plans: string[]) =>
  new RuleViolationError(
    'messaging.plan_does_not_forward',
    `This number's plan does not forward calls. Plans that forward: ${plans.join(', ')}.`,
  );

/** The carrier answered no: nothing was saved. */
export const carrierRefused = (detail: string) =>
  new RuleViolationError(
    'messaging.carrier_refused',
    `The carrier refused the change (${detail}). Nothing was changed.`,
  );

/** The carrier did not answer: nothing was saved; trying again is safe. */
export const carrierUnavailable = (cause: unknown) =>
  new UnavailableError(
    'messaging.carrier_unavailable',
    'The carrier did not answer. Nothing was changed; please try again in a few minutes.',
    { cause },
  );
