import type { Clock } from '../clock/clock.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { PostgresSmsOutbox } from './sms-outbox.ts';
import { type OutgoingSms, SEND_SMS, type SendSmsJob, type SmsSender } from './sms-sender.ts';

/**
 * The outbox pattern: the message row and its send job are written in the caller's transaction, so
 * a code is texted if and only if the change that made it commits. The job goes through the carrier
 * port, which is the simulator unless a carrier API is configured.
 */
export class OutboxSmsSender implements SmsSender {
  readonly #outbox: PostgresSmsOutbox;
  readonly #jobs: Jobs;
  readonly #clock: Clock;
  readonly #from: string | null;

  constructor(deps: { outbox: PostgresSmsOutbox; jobs: Jobs; clock: Clock; from: string | null }) {
    this.#outbox = deps.outbox;
    this.#jobs = deps.jobs;
    this.#clock = deps.clock;
    this.#from = deps.from;
  }

  async send(message: OutgoingSms): Promise<void> {
    const smsId = await this.#outbox.add(message, this.#from, this.#clock.now());
    await this.#jobs.send(SEND_SMS, { smsId } satisfies SendSmsJob);
  }
}
