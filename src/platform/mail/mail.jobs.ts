import type { Clock } from '../clock/clock.ts';
import { defineJob } from '../jobs/jobs.ts';
import { outboxPurgeJobs } from '../outbox/outbox.jobs.ts';
import type { PostgresMailOutbox } from './mail-outbox.ts';
import { PURGE_MAIL_OUTBOX, PURGE_MAIL_SECRETS, SEND_MAIL, type SendMailJob } from './mailer.ts';
import type { MailTransport } from './smtp-mail-transport.ts';

export function mailJobs(deps: {
  outbox: PostgresMailOutbox;
  /** Absent without SMTP: nothing is sent, and no send jobs are enqueued either. */
  transport?: MailTransport;
  from: string;
  clock: Clock;
}) {
  return [
    defineJob<SendMailJob>({
      queue: SEND_MAIL,
      retryLimit: 5,
      handle: async ({ mailId }) => {
        const mail = await deps.outbox.byId(mailId);
        // pg-boss delivers at least once: a mail already sent (or purged) is not sent again.
        if (!mail || mail.sentAt) return;
        if (!deps.transport) throw new Error('SMTP_URL is not configured; cannot send mail');
        try {
          await deps.transport.deliver({
            from: deps.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
          });
        } catch (error) {
          await deps.outbox.markFailed(mail.id, (error as Error).message);
          throw error;
        }
        await deps.outbox.markSent(mail.id, deps.clock.now());
      },
    }),
    ...outboxPurgeJobs({
      outbox: deps.outbox,
      clock: deps.clock,
      queues: { purgeOutbox: PURGE_MAIL_OUTBOX, purgeSecrets: PURGE_MAIL_SECRETS },
      purgeCron: '37 3 * * *',
    }),
  ];
}
