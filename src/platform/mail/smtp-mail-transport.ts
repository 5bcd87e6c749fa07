import { createTransport } from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Hands one finished mail to a mail server; throws when the server does not accept it. */
export interface MailTransport {
  deliver(mail: MailEnvelope): Promise<void>;
}

/** nodemailer over SMTP_URL (`smtp://user:pass@host:587`, or `smtps://` for implicit TLS). */
export class SmtpMailTransport implements MailTransport {
  readonly #transporter: ReturnType<typeof createTransport>;

  constructor(smtpUrl: string) {
    // Short timeouts: a hung server should fail the job and let pg-boss retry, not hold a worker.
    this.#transporter = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async deliver(mail: MailEnvelope): Promise<void> {
    await this.#transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  }
}
