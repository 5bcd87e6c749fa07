import { NotFoundError, RuleViolationError, ValidationError } from '../../../shared/domain-error.ts';
import { VERIFICATION_MESSAGES } from '../../../shared/listing-verification-rules.ts';

/** Not the broker's own off-network listing (or none): the same answer, so nobody probes who lists what. */
export class VerifiableListingNotFound extends NotFoundError {
  constructor() {
    super('brokerage.verifiable_listing_not_found', 'Off-network listing not found.');
  }
}

export class NoPendingVerification extends NotFoundError {
  constructor() {
    super('brokerage.no_pending_verification', VERIFICATION_MESSAGES.noPending);
  }
}

export class VerificationCodeInvalid extends ValidationError {
  constructor() {
    super('brokerage.verification_code_format', VERIFICATION_MESSAGES.codeFormat, {
      errors: { verificationCode: VERIFICATION_MESSAGES.codeFormat },
    });
  }
}

export class WrongVerificationCode extends RuleViolationError {
  constructor(code: 'wrong_code' | 'too_many_guesses' | 'expired') {
    const messages = {
      wrong_code: VERIFICATION_MESSAGES.wrongCode,
      too_many_guesses: VERIFICATION_MESSAGES.tooManyGuesses,
      expired: VERIFICATION_MESSAGES.expired,
    };
    super(`brokerage.verification_${code}`, messages[code]);
  }
}

export class CarrierCredentialInvalid extends ValidationError {
  constructor(errors: Record<string, string>) {
    super('brokerage.carrier_credential_invalid', Object.values(errors)[0] ?? 'Invalid credential.', {
      errors,
    });
  }
}

export class CarrierCredentialNotFound extends NotFoundError {
  constructor() {
    super('brokerage.carrier_credential_not_found', 'Carrier credential not found.');
  }
}
