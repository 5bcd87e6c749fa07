import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { SmsActivationCarrier } from '../ports/sms-activation-carrier.ts';
import { recordSmsDecision, type SmsDecisionDeps } from './record-sms-decision.ts';
import { CHECK_SMS_ACTIVATION_QUEUE } from './submit-sms-activation.ts';

export interface CheckSmsActivationDeps extends SmsDecisionDeps {
  carrier: Pick<SmsActivationCarrier, 'decision'>;
  jobs: Jobs;
  tx: Transactional;
}

/**
 * The check job: asks the carrier for its decision on a submitted request, under the request's row lock.
 * Still pending: looks again later (a new job). Decided: recordSmsDecision, in the same transaction. A decided
 * request is left alone, so a repeated job changes and mails nothing more.
 */
export function makeCheckSmsActivation(deps: CheckSmsActivationDeps) {
  const { requests, carrier, jobs, clock, tx } = deps;
  return async function checkSmsActivation({ requestId }: { requestId: number }): Promise<void> {
    await tx(async () => {
      const request = await requests.byId(requestId, { lock: true });
      if (!request?.carrierRequestId || request.isDecided()) return;
      const answer = await carrier.decision(request.carrierRequestId);
      if (answer.status !== 'pending') return recordSmsDecision(deps, request, answer);
      await jobs.send(
        CHECK_SMS_ACTIVATION_QUEUE,
        { requestId },
        { startAfter: new Date(clock.now().getTime() + answer.checkAfterMs) },
      );
    });
  };
}
