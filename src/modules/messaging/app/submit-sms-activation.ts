import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { SmsActivationCarrier } from '../ports/sms-activation-carrier.ts';
import type { SmsActivationRequests } from '../ports/sms-activation-requests.ts';

export const CHECK_SMS_ACTIVATION_QUEUE = 'messaging.check-sms-activation';

export interface SubmitSmsActivationDeps {
  requests: SmsActivationRequests;
  carrier: Pick<SmsActivationCarrier, 'submit'>;
  jobs: Jobs;
  clock: Clock;
  tx: Transactional;
}

/** Our reference of a request at the carrier: stable, so a retried submit is the same request there. */
export const carrierReference = (requestId: number) => `numberyard-sms-${requestId}`;

/**
 * The submit job: files a stored request with the carrier and schedules the first look at its decision.
 * Under the request's row lock, and only while it has no carrier id: a repeated job submits nothing again.
 */
export function makeSubmitSmsActivation({ requests, carrier, jobs, clock, tx }: SubmitSmsActivationDeps) {
  return async function submitSmsActivation({ requestId }: { requestId: number }): Promise<void> {
    await tx(async () => {
      const request = await requests.byId(requestId, { lock: true });
      if (!request || request.carrierRequestId !== null || request.isDecided()) return;
      const { carrierRequestId, checkAfterMs } = await carrier.submit({
        reference: carrierReference(request.id),
        tn: request.tn,
        kind: request.kind,
        form: request.form,
      });
      const now = clock.now();
      request.submitted(carrierRequestId, now);
      await requests.save(request);
      await jobs.send(
        CHECK_SMS_ACTIVATION_QUEUE,
        { requestId },
        { startAfter: new Date(now.getTime() + checkAfterMs) },
      );
    });
  };
}
