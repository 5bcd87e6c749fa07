import type {
  SmsActivationKind,
  SmsActivationRequest,
  SmsActivationStatus,
} from '../domain/sms-activation.ts';

/** A request to turn SMS on, as the route answers it (the form is not repeated). */
export interface SmsActivationView {
  requestId: number;
  tn: string;
  kind: SmsActivationKind;
  status: SmsActivationStatus;
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

export function smsActivationView(request: SmsActivationRequest): SmsActivationView {
  return {
    requestId: request.id,
    tn: request.tn,
    kind: request.kind,
    status: request.status,
    reason: request.reason,
    requestedAt: request.requestedAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}
