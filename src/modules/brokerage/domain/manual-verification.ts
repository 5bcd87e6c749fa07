import {
  MAX_VERIFICATION_GUESSES,
  VERIFICATION_CODE_TTL_MINUTES,
  type VerificationMethod,
} from '../../../shared/listing-verification-rules.ts';
import { WrongVerificationCode } from './verification.errors.ts';

export interface NewManualVerification {
  tn: string;
  brokerAccountId: number;
  method: VerificationMethod;
  /** HMAC of the code under the data key; the code itself is never stored. */
  codeHash: string;
  now: Date;
}

/**
 * One code sent to an off-network number by SMS or call (spec 3 Manual verification, docs/adr/0059): proves the
 * broker controls the number. Pending until verified, expired, or out of guesses; a resend replaces it.
 */
export class ManualVerification {
  id!: number;
  tn: string;
  brokerAccountId: number;
  method: VerificationMethod;
  codeHash: string;
  createDate: Date;
  expiresAt: Date;
  attempts: number;
  verifiedDate: Date | null;

  constructor(input: NewManualVerification) {
    this.tn = input.tn;
    this.brokerAccountId = input.brokerAccountId;
    this.method = input.method;
    this.codeHash = input.codeHash;
    this.createDate = input.now;
    this.expiresAt = new Date(input.now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000);
    this.attempts = 0;
    this.verifiedDate = null;
  }

  isPending(now: Date): boolean {
    return this.verifiedDate === null && this.expiresAt > now && this.attempts < MAX_VERIFICATION_GUESSES;
  }

  /**
   * Counts a guess; a right one verifies. A wrong one throws (the count is kept, so the caller commits it),
   * and the fifth wrong guess ends the verification.
   */
  guess(correct: boolean, now: Date): void {
    if (this.attempts >= MAX_VERIFICATION_GUESSES || this.verifiedDate !== null)
      throw new WrongVerificationCode('too_many_guesses');
    if (this.expiresAt <= now) throw new WrongVerificationCode('expired');
    this.attempts += 1;
    if (correct) {
      this.verifiedDate = now;
      return;
    }
    throw new WrongVerificationCode(
      this.attempts >= MAX_VERIFICATION_GUESSES ? 'too_many_guesses' : 'wrong_code',
    );
  }

  /** A newer code replaces this one. */
  replace(now: Date): void {
    if (this.verifiedDate === null) this.expiresAt = now;
  }
}
