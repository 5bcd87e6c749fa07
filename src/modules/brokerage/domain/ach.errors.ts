import { BANK_ACCOUNT_MESSAGES } from '../../../shared/bank-account-rules.ts';
import {
  ConflictError,
  NotFoundError,
  RuleViolationError,
  UnavailableError,
  ValidationError,
} from '../../../shared/domain-error.ts';
import { TAXPAYER_MESSAGES } from '../../../shared/taxpayer-rules.ts';

/** Spec 3 section 8: "field text" errors, shown next to their field; the first one is the message. */
export class BankAccountInvalid extends ValidationError {
  constructor(errors: Record<string, string>) {
    super('brokerage.bank_account_invalid', Object.values(errors)[0] ?? 'Invalid bank account.', { errors });
  }
}

export class TaxpayerInvalid extends ValidationError {
  constructor(errors: Record<string, string>) {
    super('brokerage.taxpayer_invalid', Object.values(errors)[0] ?? 'Invalid taxpayer information.', {
      errors,
    });
  }
}

/** Another broker's bank account answers the same as none. */
export class BankAccountNotFound extends NotFoundError {
  constructor() {
    super('brokerage.bank_account_not_found', 'Bank account not found.');
  }
}

/** Spec 3: the Add Bank Account button is disabled until taxpayer info exists; the server says why. */
export class TaxpayerRequired extends RuleViolationError {
  constructor() {
    super('brokerage.taxpayer_required', TAXPAYER_MESSAGES.missing);
  }
}

/** One bank account per broker: a second is an update of the first. */
export class BankAccountExists extends ConflictError {
  constructor() {
    super(
      'brokerage.bank_account_exists',
      'You already have a bank account. Update it or delete it to add another.',
    );
  }
}

export class DepositGuessRefused extends RuleViolationError {
  constructor(reason: 'wrong' | 'locked' | 'already_verified') {
    const messages = {
      wrong: BANK_ACCOUNT_MESSAGES.depositsWrong,
      locked: BANK_ACCOUNT_MESSAGES.depositsLocked,
      already_verified: BANK_ACCOUNT_MESSAGES.alreadyVerified,
    };
    super(`brokerage.deposits_${reason}`, messages[reason]);
  }
}

export class DepositAmountsInvalid extends ValidationError {
  constructor() {
    super('brokerage.deposit_amounts_invalid', BANK_ACCOUNT_MESSAGES.depositAmount, {
      errors: { amounts: BANK_ACCOUNT_MESSAGES.depositAmount },
    });
  }
}

/** The payout provider refused or could not be reached; nothing was stored. */
export class PayoutProviderFailed extends UnavailableError {
  constructor(message: string) {
    super('brokerage.payout_provider_failed', message);
  }
}
