import type { SmsActivationKind, SmsDecision, TollFreeSmsForm } from '../domain/sms-activation.ts';

/** What the carrier is asked to turn on: a local number's messaging, or a toll-free number's validation. */
export interface SmsActivationSubmission {
  /** Our id of the request: the carrier's idempotency key, so a retried submit is one request. */
  reference: string;
  tn: string;
  kind: SmsActivationKind;
  /** The TFN SMS Validation form; null for a local number. */
  form: TollFreeSmsForm | null;
}

/** Still deciding: ask again after `checkAfterMs`. */
export interface SmsActivationPending {
  status: 'pending';
  checkAfterMs: number;
}

/**
 * The carrier's side of SMS activation (docs/adr/0045): a request is submitted once, then its decision is
 * asked for until there is one (toll-free validation may take weeks). The simulator is the default adapter.
 */
export interface SmsActivationCarrier {
  /** Files the request; answers the carrier's id for it and when to first ask for the decision. */
  submit(submission: SmsActivationSubmission): Promise<{ carrierRequestId: string; checkAfterMs: number }>;
  /** The decision on a submitted request, or pending. Throws when the carrier did not answer. */
  decision(carrierRequestId: string): Promise<SmsDecision | SmsActivationPending>;
}

/** The carrier understood the request and refused it outright (a 4xx): it is rejected, not retried. */
export class SmsActivationRefused extends Error {
  override readonly name = 'SmsActivationRefused';
}
