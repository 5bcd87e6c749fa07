import { ConflictError, NotFoundError, RuleViolationError } from '../../../shared/domain-error.ts';

/** The number is not in the catalog, or no longer on offer (sold, withdrawn, held by a basket). */
export class NumberNotAvailable extends NotFoundError {
  constructor() {
    super('offers.number_not_available', 'Sorry, this number is no longer available.');
  }
}

export class NumberNotLicensable extends RuleViolationError {
  constructor() {
    super(
      'offers.number_not_licensable',
      'This number is not offered for licence. You can ask an agent about buying it instead.',
    );
  }
}

export class NumberNotForSale extends RuleViolationError {
  constructor() {
    super(
      'offers.number_not_for_sale',
      'This number is offered for licence only. You can ask an agent about licensing it instead.',
    );
  }
}

export class LeadNotFound extends NotFoundError {
  constructor() {
    super('offers.lead_not_found', 'No such lead.');
  }
}

export class LeadAlreadyClosed extends ConflictError {
  constructor() {
    super('offers.lead_already_closed', 'This lead is already closed.');
  }
}

/** talk-to-agent named a negotiation that does not exist. */
export class NegotiationNotFound extends RuleViolationError {
  constructor() {
    super('offers.negotiation_not_found', 'The offer this request refers to does not exist.');
  }
}
