import type { OutgoingSms, SmsSender } from '../sms-sender.ts';

/** Keeps what would have been texted, for use-case tests that read codes from it. */
export class RecordingSmsSender implements SmsSender {
  readonly sent: OutgoingSms[] = [];

  async send(message: OutgoingSms): Promise<void> {
    this.sent.push(message);
  }

  /** The newest message to `to`, or undefined. */
  lastTo(to: string): OutgoingSms | undefined {
    return this.sent.findLast((message) => message.to === to);
  }
}
