import type { VerificationMethod } from '../../../shared/listing-verification-rules.ts';

/** Gets a verification code to the number by text or by voice call (the carrier ports behind it). */
export interface VerificationCodeDelivery {
  send(input: { method: VerificationMethod; tn: string; code: string }): Promise<void>;
}

/** A text-to-speech call that reads a code out (the carrier's voice API, or its simulator). */
export interface VoiceCall {
  /** Queued in the caller's transaction where the adapter can; throws when the call cannot be placed. */
  speakCode(input: { to: string; code: string }): Promise<void>;
}
