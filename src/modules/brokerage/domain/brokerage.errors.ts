import { LISTING_MESSAGES } from '../../../shared/broker-listing-rules.ts';
import { JOB_MESSAGES } from '../../../shared/brokerage-job-rules.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
  ValidationError,
} from '../../../shared/domain-error.ts';
import { SPELLING_MESSAGES } from '../../../shared/vanity-spelling-rules.ts';

/** Spec 3 section 6: the broker area is for an admin-role user of an account with sellersAdmin 'Y'. */
export class NotABroker extends ForbiddenError {
  constructor() {
    super(
      'brokerage.not_a_broker',
      'Only account admins of an approved seller account can use the broker area.',
    );
  }
}

/** Another broker's listing answers the same as none (no probing of who lists what). */
export class ListingNotFound extends NotFoundError {
  constructor() {
    super('brokerage.listing_not_found', 'Listing not found.');
  }
}

export class ListingInvalid extends ValidationError {
  constructor(errors: Record<string, string>) {
    super('brokerage.listing_invalid', Object.values(errors)[0] ?? 'Invalid listing.', { errors });
  }
}

export class NoListingChanges extends RuleViolationError {
  constructor() {
    super('brokerage.no_changes', LISTING_MESSAGES.noChanges);
  }
}

/** The number is on sale by another seller (or the house), or cannot be sold through us. */
export class ListingNotPublishable extends ConflictError {
  constructor(reason: 'taken' | 'unsupported') {
    super(
      `brokerage.listing_${reason}`,
      reason === 'taken'
        ? 'This number is already for sale by another seller.'
        : 'Only North American numbers can be listed.',
    );
  }
}

/** A vanity spelling the rules of spec 3 section 1 refuse (characters, hyphens, digits, profanity). */
export class SpellingInvalid extends ValidationError {
  constructor(message: string) {
    super('brokerage.spelling_invalid', message, { errors: { spelling: message } });
  }
}

export class SpellingRequestNotFound extends NotFoundError {
  constructor() {
    super('brokerage.spelling_request_not_found', 'Spelling request not found.');
  }
}

export class SpellingAlreadyDecided extends ConflictError {
  constructor() {
    super('brokerage.spelling_already_decided', SPELLING_MESSAGES.alreadyDecided);
  }
}

/** Approving a spelling of a number the broker no longer lists (the request can still be rejected). */
export class SpellingListingGone extends ConflictError {
  constructor() {
    super('brokerage.spelling_listing_gone', SPELLING_MESSAGES.listingGone);
  }
}

/** Another broker's licence answers the same as none. */
export class LicenseNotFound extends NotFoundError {
  constructor() {
    super('brokerage.license_not_found', 'License not found.');
  }
}

export class TransactionNotFound extends NotFoundError {
  constructor() {
    super('brokerage.transaction_not_found', 'Transaction not found.');
  }
}

/** Spec 3 section 4: Cancel License only when the licence is active. */
export class LicenseNotActive extends ConflictError {
  constructor() {
    super('brokerage.license_not_active', 'Only an active license can be cancelled.');
  }
}

/** Spec 3 section 6: Cancel License is an employee's action. */
export class EmployeesOnly extends ForbiddenError {
  constructor() {
    super('brokerage.employees_only', 'Only employees can cancel a license.');
  }
}

/** Another broker's job answers the same as none. */
export class JobNotFound extends NotFoundError {
  constructor() {
    super('brokerage.job_not_found', JOB_MESSAGES.notFound);
  }
}

export class JobAlreadyFinished extends ConflictError {
  constructor() {
    super('brokerage.job_finished', JOB_MESSAGES.alreadyFinished);
  }
}

/** A bulk change with nothing to change, or `delete` mixed with changes. */
export class JobChangeInvalid extends ValidationError {
  constructor(message: string) {
    super('brokerage.job_change_invalid', message, { errors: { listing: message } });
  }
}

/** A CSV file that is not well formed: the whole file is refused, naming the first bad line and column. */
export class CsvFormatError extends ValidationError {
  constructor(line: number, column: string, problem: string) {
    super('brokerage.csv_format', `Line ${line}, column ${column}: ${problem}`, {
      errors: { [column]: `Line ${line}: ${problem}` },
    });
  }
}

/** A job row the worker could not apply (recorded on the row, the job goes on). */
export class JobRowRefused extends ConflictError {
  constructor(message: string) {
    super('brokerage.job_row_refused', message);
  }
}

/** Spec 3 section 6: Early Payout and Cancel Sale are employees' actions (staff switched into the account). */
export class EmployeesOnlyAction extends ForbiddenError {
  constructor(action: string) {
    super('brokerage.employees_only', `Only employees can ${action}.`);
  }
}

/** Early Payout of a transaction that is not pending, or whose payable date has passed (spec 3 section 4). */
export class EarlyPayoutRefused extends ConflictError {
  constructor(message: string) {
    super('brokerage.early_payout_refused', message);
  }
}

/** Cancel Sale of a transaction that is not an unpaid sale (spec 3 section 4). */
export class CancelSaleRefused extends ConflictError {
  constructor(message: string) {
    super('brokerage.cancel_sale_refused', message);
  }
}

/** A payout request naming transactions that are not the caller's payable ones: nothing is paid. */
export class PayoutTransactionsNotPayable extends RuleViolationError {
  constructor(ids: number[]) {
    const message = `These transactions cannot be paid out: ${ids.join(', ')}. Only payable transactions can be paid out.`;
    super('brokerage.payout_not_payable', message, { errors: { brokerageTransactionIds: message } });
  }
}

/** The rails refused an ACH or PayPal payout (spec 3's hints); the transactions stay payable. */
export class PayoutRefused extends RuleViolationError {
  constructor(message: string) {
    super('brokerage.payout_refused', message);
  }
}

/** Another broker's payout answers the same as none. */
export class PayoutNotFound extends NotFoundError {
  constructor() {
    super('brokerage.payout_not_found', 'Payout not found.');
  }
}
