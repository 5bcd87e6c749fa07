import { ConflictError, RuleViolationError, ValidationError } from '../../../shared/domain-error.ts';
import { UPGRADE_PLAN_FOR_SMS } from './sms-sending.ts';

/** Spec 1 section 4: a number whose plan lacks SMS. */
export function planWithoutSms(): RuleViolationError {
  return new RuleViolationError('messaging.plan_without_sms', UPGRADE_PLAN_FOR_SMS);
}

export function smsAlreadyPending(): ConflictError {
  return new ConflictError(
    'messaging.sms_activation_pending',
    'SMS activation is already pending for this number. We mail the account’s admins when the carrier decides.',
  );
}

export function smsAlreadyActive(): ConflictError {
  return new ConflictError('messaging.sms_already_active', 'SMS is already active on this number.');
}

export function tollFreeFormRequired(): RuleViolationError {
  return new RuleViolationError(
    'messaging.tfn_form_required',
    'A toll-free number needs the TFN SMS Validation form: company name, website, volume, example message, ' +
      'Canadian traffic, category, type and opt-in.',
  );
}

export function smsActivationFormNotForLocal(): RuleViolationError {
  return new RuleViolationError(
    'messaging.tfn_form_not_for_local',
    'The TFN SMS Validation form is for toll-free numbers only; send just the number and the action.',
  );
}

/** The toll-free form's fields that are not acceptable, each with its message (shared with the dialog). */
export function tfnFormInvalid(errors: Record<string, string>): ValidationError {
  return new ValidationError('messaging.tfn_form_invalid', 'Check the TFN SMS Validation form.', { errors });
}
