import type { Mailer, OutgoingMail } from '../mailer.ts';

/** Keeps what would have been mailed, for use-case tests that read codes and links from it. */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }

  /** The newest mail to `to`, or undefined. */
  lastTo(to: string): OutgoingMail | undefined {
    return this.sent.findLast((mail) => mail.to === to);
  }
}
