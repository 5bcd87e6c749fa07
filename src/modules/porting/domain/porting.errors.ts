import { ConflictError, NotFoundError, RuleViolationError } from '../../../shared/domain-error.ts';

export class InboundTransferNotFound extends NotFoundError {
  constructor() {
    super('porting.transfer_not_found', 'Transfer not found.');
  }
}

export class PortInNotFound extends NotFoundError {
  constructor() {
    super('porting.port_in_not_found', 'Port-in not found.');
  }
}

/**
 * A corrected port-in's billing data misses what the Current Carrier Billing Info modal requires (spec 2): the
 * modal's rule and messages (src/shared/port-in-rules.ts), 422 with each field's message, nothing changed.
 */
export class PortInBillingIncomplete extends RuleViolationError {
  constructor(errors: Record<string, string>) {
    super('porting.billing_incomplete', Object.values(errors)[0] ?? 'Billing details are incomplete.', {
      errors,
    });
  }
}

/** A staff action that does not fit the order's status (docs/adr/0073): 409, nothing changed. */
export class PortInActionNotAllowed extends ConflictError {
  constructor(message: string) {
    super('porting.action_not_allowed', message);
  }
}
