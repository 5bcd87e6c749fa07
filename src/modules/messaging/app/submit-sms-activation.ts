import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { type SmsActivationCarrier, SmsActivationRefused } from '../ports/sms-activation-carrier.ts';
import { recordSmsDecision, type SmsDecisionDeps } from './record-sms-decision.ts';

export const CHECK_SMS_ACTIVATION_QUEUE = 'messaging.check-sms-activation';

export interface SubmitSmsActivationDeps extends SmsDecisionDeps {
  carrier: Pick<SmsActivationCarrier, 'submit'>;
  jobs: Jobs;
  tx: Transactional;
}

/** Our reference of a request at the carrier: stable, so a retried submit is the same request there. */
export const carrierReference = (requestId: number) => `numberyard-sms-${requestId}`;

/**
 * The submit job: files a stored request with the carrier and schedules the first look at its decision.
 * Under the request's row lock, and only while it has no carrier id: a repeated job submits nothing again.
 * A carrier that refuses the request outright (SmsActivationRefused) has decided: it is rejected at once.
 * Any other failure throws, and pg-boss retries the job.
 */
export function makeSubmitSmsActivation(deps: SubmitSmsActivationDeps) {
  const { requests, carrier, jobs, clock, tx } = deps;
  return async function submitSmsActivation({ requestId }: { requestId: number }): Promise<void> {
    await tx(async () => {
      const request = await requests.byId(requestId, { lock: true });
      if (!request || request.carrierRequestId !== null || request.isDecided()) return;
      const filed = await carrier
        .submit({
          reference: carrierReference(request.id),
          tn: request.tn,
          kind: request.kind,
          form: request.form,
        })
        .catch((error: unknown) => {
          if (error instanceof SmsActivationRefused) return { refused: error.message };
          throw error;
        });
      if ('refused' in filed)
        return recordSmsDecision(deps, request, { status: 'rejected', reason: filed.refused });
      const now = clock.now();
      request.submitted(filed.carrierRequestId, now);
      await requests.save(request);
      await jobs.send(
        CHECK_SMS_ACTIVATION_QUEUE,
        { requestId },
        { startAfter: new Date(now.getTime() + filed.checkAfterMs) },
      );
    });
  };
}
