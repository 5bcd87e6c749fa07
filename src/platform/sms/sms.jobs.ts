import type { Clock } from '../clock/clock.ts';
import { defineJob } from '../jobs/jobs.ts';
import { outboxPurgeJobs } from '../outbox/outbox.jobs.ts';
import type { MessagingCarrier } from './messaging-carrier.ts';
import type { PostgresSmsOutbox } from './sms-outbox.ts';
import { PURGE_SMS_OUTBOX, PURGE_SMS_SECRETS, SEND_SMS, type SendSmsJob } from './sms-sender.ts';

export function smsJobs(deps: {
  outbox: PostgresSmsOutbox;
  carrier: MessagingCarrier;
  clock: Clock;
  /**
   * True with a real carrier: a delivered code is redacted. The simulator delivers to nobody, so its
   * codes stay readable in the development outbox until the secrets purge deletes them.
   */
  redactDeliveredSecrets: boolean;
}) {
  return [
    defineJob<SendSmsJob>({
      queue: SEND_SMS,
      retryLimit: 5,
      handle: async ({ smsId }) => {
        const sms = await deps.outbox.byId(smsId);
        // pg-boss delivers at least once: a message already sent (or purged) is not sent again.
        if (!sms || sms.status === 'sent') return;
        let messageId: string;
        try {
          ({ messageId } = await deps.carrier.sendMessage({ from: sms.from, to: sms.to, text: sms.body }));
        } catch (error) {
          await deps.outbox.markFailed(sms.id, (error as Error).message);
          throw error;
        }
        await deps.outbox.markSent(sms.id, messageId, deps.clock.now(), deps.redactDeliveredSecrets);
      },
    }),
    ...outboxPurgeJobs({
      outbox: deps.outbox,
      clock: deps.clock,
      queues: { purgeOutbox: PURGE_SMS_OUTBOX, purgeSecrets: PURGE_SMS_SECRETS },
      purgeCron: '47 3 * * *',
    }),
  ];
}
