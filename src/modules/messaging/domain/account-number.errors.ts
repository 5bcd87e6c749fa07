import { ConflictError, NotFoundError, RuleViolationError } from '../../../shared/domain-error.ts';

/** FACADES: the caller's account does not hold the number (or, for role `user`, it is not assigned to them). */
export function telephoneNumberNotFound(): NotFoundError {
  return new NotFoundError('messaging.number_not_found', 'Telephone number not found.');
}

/** The user to assign a number to is not a member of the number's account. */
export function accountUserNotFound(): RuleViolationError {
  const message = 'That user is not a member of this account.';
  return new RuleViolationError('messaging.user_not_in_account', message, {
    errors: { assignedUserId: message },
  });
}

/** The brand has no such plan, or it is admin-only and the caller is no employee. */
export function planNotOffered(planId: number): RuleViolationError {
  const message = `Plan ${planId} is not offered.`;
  return new RuleViolationError('messaging.plan_not_offered', message, { errors: { planId: message } });
}

/** Confirming a plan change the number already has: a repeated request charges nothing again. */
export function alreadyOnPlan(planName: string): ConflictError {
  const message = `The number is already on the ${planName} plan.`;
  return new ConflictError('messaging.already_on_plan', message, { errors: { planId: message } });
}
