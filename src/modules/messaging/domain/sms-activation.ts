import type { TfnSmsForm } from '../../../shared/tfn-sms-form.ts';
import type { AccountNumber } from './account-number.ts';
import {
  planWithoutSms,
  smsActivationFormNotForLocal,
  smsAlreadyActive,
  smsAlreadyPending,
  tollFreeFormRequired,
} from './sms-activation.errors.ts';

export type SmsActivationKind = 'local' | 'toll_free';
export type SmsActivationStatus = 'pending' | 'approved' | 'rejected';
export type SmsDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** The toll-free form as stored: its Y/N and type always answered (the route checked them). */
export type TollFreeSmsForm = TfnSmsForm & { canadaTraffic: 'Y' | 'N'; type: 'Informational' | 'Marketing' };

/**
 * The kind of request the number needs to turn SMS on, or (thrown) why it may not ask now (spec 1 section 4,
 * ADR 0045). The plan comes first: on a plan without SMS nothing else matters.
 * A local number is activated once (N -> pending -> Y); a toll-free number is validated with the form, again
 * after a rejection, never while pending or once approved.
 */
export function smsActivationKind(
  number: Pick<AccountNumber, 'smsEnabled' | 'smsValidated' | 'isTollFree'>,
  planAllowsSms: boolean,
  withForm: boolean,
): SmsActivationKind {
  if (!planAllowsSms) throw planWithoutSms();
  if (!number.isTollFree()) {
    if (number.smsEnabled === 'pending') throw smsAlreadyPending();
    if (number.smsEnabled === 'Y') throw smsAlreadyActive();
    if (withForm) throw smsActivationFormNotForLocal();
    return 'local';
  }
  if (number.smsValidated === 'pending' || number.smsEnabled === 'pending') throw smsAlreadyPending();
  if (number.smsValidated === 'approved') throw smsAlreadyActive();
  if (!withForm) throw tollFreeFormRequired();
  return 'toll_free';
}

/**
 * The number's state while the carrier decides (spec 1 section 4): a local number is smsEnabled 'pending'
 * (it may not send); a toll-free number is smsEnabled 'Y' with smsValidated 'pending', which
 * whyCannotSendFrom refuses until the validation is decided.
 */
export function markSmsPending(number: AccountNumber, kind: SmsActivationKind): void {
  if (kind === 'local') number.smsEnabled = 'pending';
  else {
    number.smsEnabled = 'Y';
    number.smsValidated = 'pending';
  }
}

/**
 * The carrier's decision on the number: a local number is on (Y) or back off (N); a toll-free number is
 * validated or rejected and stays enabled (a rejected one may send, with unreliable delivery: spec 1 section 4).
 */
export function applySmsDecision(
  number: AccountNumber,
  kind: SmsActivationKind,
  decision: SmsDecision,
): void {
  if (kind === 'local') number.smsEnabled = decision.status === 'approved' ? 'Y' : 'N';
  else {
    number.smsEnabled = 'Y';
    number.smsValidated = decision.status;
  }
}

/** One request to turn SMS on for a number (messaging.sms_verification_request), kept after its decision. */
export class SmsActivationRequest {
  id!: number;
  accountId: number;
  tn: string;
  kind: SmsActivationKind;
  /** The toll-free form as sent; null for a local number. */
  form: TollFreeSmsForm | null;
  status: SmsActivationStatus;
  /** The carrier's reason for a rejection; null otherwise. */
  reason: string | null;
  /** The carrier's id once the request reached it; null while the submit job has not run. */
  carrierRequestId: string | null;
  requestedByUserId: number;
  requestedAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;

  constructor(props: {
    accountId: number;
    tn: string;
    kind: SmsActivationKind;
    form: TollFreeSmsForm | null;
    requestedByUserId: number;
    requestedAt: Date;
  }) {
    this.accountId = props.accountId;
    this.tn = props.tn;
    this.kind = props.kind;
    this.form = props.form;
    this.status = 'pending';
    this.reason = null;
    this.carrierRequestId = null;
    this.requestedByUserId = props.requestedByUserId;
    this.requestedAt = props.requestedAt;
    this.submittedAt = null;
    this.decidedAt = null;
  }

  isDecided(): boolean {
    return this.status !== 'pending';
  }

  submitted(carrierRequestId: string, at: Date): void {
    this.carrierRequestId = carrierRequestId;
    this.submittedAt = at;
  }

  /** Records the carrier's decision; false (and nothing changes) when one was recorded already. */
  decide(decision: SmsDecision, at: Date): boolean {
    if (this.isDecided()) return false;
    this.status = decision.status;
    this.reason = decision.status === 'rejected' ? decision.reason : null;
    this.decidedAt = at;
    return true;
  }
}
