import type { Clock } from '../clock/clock.ts';
import { defineJob } from '../jobs/jobs.ts';
import type { MessagingCarrier } from './messaging-carrier.ts';
import type { PostgresSmsOutbox } from './sms-outbox.ts';
import { PURGE_SMS_OUTBOX, SEND_SMS, type SendSmsJob } from './sms-sender.ts';

/** Same retention as the mail outbox: enough to investigate, not an archive of codes. */
export const SMS_RETENTION_MS = 30 * 24 * 3_600_000;

export function smsJobs(deps: { outbox: PostgresSmsOutbox; carrier: MessagingCarrier; clock: Clock }) {
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
        await deps.outbox.markSent(sms.id, messageId, deps.clock.now());
      },
    }),
    defineJob({
      queue: PURGE_SMS_OUTBOX,
      cron: '47 3 * * *',
      handle: async () => {
        await deps.outbox.purgeCreatedBefore(new Date(deps.clock.now().getTime() - SMS_RETENTION_MS));
      },
    }),
  ];
}
