import type { SmsActivationRequest } from '../domain/sms-activation.ts';

/** Requests to turn SMS on (messaging.sms_verification_request). */
export interface SmsActivationRequests {
  /** The request, its row locked until the transaction ends when `lock` (one job applies a decision). */
  byId(id: number, options?: { lock?: boolean }): Promise<SmsActivationRequest | null>;
  /** Stores a new request (setting its id) or writes a loaded one's changes. */
  save(request: SmsActivationRequest): Promise<void>;
}
