import type { Clock } from '../clock/clock.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { PostgresMailOutbox } from './mail-outbox.ts';
import { type Mailer, type OutgoingMail, SEND_MAIL, type SendMailJob } from './mailer.ts';

/**
 * The outbox pattern: the mail row and its send job are written in the caller's transaction, so a
 * mail exists if and only if the change that caused it commits. Without SMTP no job is sent and the
 * outbox is the developer's mailbox (GET /api/dev/outbox).
 */
export class OutboxMailer implements Mailer {
  readonly #outbox: PostgresMailOutbox;
  readonly #jobs: Jobs;
  readonly #clock: Clock;
  readonly #deliver: boolean;

  constructor(deps: { outbox: PostgresMailOutbox; jobs: Jobs; clock: Clock; deliver: boolean }) {
    this.#outbox = deps.outbox;
    this.#jobs = deps.jobs;
    this.#clock = deps.clock;
    this.#deliver = deps.deliver;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const mailId = await this.#outbox.add(mail, this.#clock.now());
    if (this.#deliver) await this.#jobs.send(SEND_MAIL, { mailId } satisfies SendMailJob);
  }
}
