import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { EventPublisher } from '../../../platform/events/live-event.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { applySmsDecision } from '../domain/sms-activation.ts';
import type { AccountContacts } from '../ports/account-contacts.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { SmsActivationCarrier } from '../ports/sms-activation-carrier.ts';
import type { SmsActivationRequests } from '../ports/sms-activation-requests.ts';
import { publishSmsStateChanged } from './number-sms-events.ts';
import { mailSmsDecision } from './sms-activation-mails.ts';
import { CHECK_SMS_ACTIVATION_QUEUE } from './submit-sms-activation.ts';

export interface CheckSmsActivationDeps {
  requests: SmsActivationRequests;
  numbers: AccountNumberRepository;
  carrier: Pick<SmsActivationCarrier, 'decision'>;
  jobs: Jobs;
  events: EventPublisher;
  clock: Clock;
  tx: Transactional;
  mailer: Mailer;
  contacts: AccountContacts;
  publicUrl: string;
}

/**
 * The check job: asks the carrier for its decision on a submitted request. Still pending: looks again later
 * (a new job). Decided: records it, moves the number to its final SMS state (a live `telephone-numbers`
 * patched event) and mails the account's admins,
 * in one transaction under the request's row lock; a decided request is left alone, so a repeated job
 * changes and mails nothing more.
 */
export function makeCheckSmsActivation(deps: CheckSmsActivationDeps) {
  const { requests, numbers, carrier, jobs, clock, tx } = deps;
  return async function checkSmsActivation({ requestId }: { requestId: number }): Promise<void> {
    await tx(async () => {
      const request = await requests.byId(requestId, { lock: true });
      if (!request?.carrierRequestId || request.isDecided()) return;
      const answer = await carrier.decision(request.carrierRequestId);
      const now = clock.now();
      if (answer.status === 'pending') {
        await jobs.send(
          CHECK_SMS_ACTIVATION_QUEUE,
          { requestId },
          { startAfter: new Date(now.getTime() + answer.checkAfterMs) },
        );
        return;
      }
      request.decide(answer, now);
      await requests.save(request);
      // The number may have left the account meanwhile: then only the request keeps the decision.
      const number = await numbers.findOfOwner({ accountId: request.accountId }, request.tn, { lock: true });
      if (number) {
        applySmsDecision(number, request.kind, answer);
        await numbers.save(number);
        await publishSmsStateChanged(deps.events, number.accountId, number.tn);
      }
      await mailSmsDecision(deps, request);
    });
  };
}
