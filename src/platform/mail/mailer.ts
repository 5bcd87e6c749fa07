/** An email to one person; `category` (e.g. 'mfa-code', 'password-reset') groups them in the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  category: string;
  /**
   * The mail carries a one-time secret (a code, a reset or invitation link): its body is redacted in
   * the outbox once sent, and deleted within the hour if it never is.
   */
  secret?: boolean;
}

/** What use cases call to email someone: the mail is written in the current transaction and sent after. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export const SEND_MAIL = 'platform.send-mail';
export const PURGE_MAIL_OUTBOX = 'platform.purge-mail-outbox';
export const PURGE_MAIL_SECRETS = 'platform.purge-mail-secrets';

export interface SendMailJob {
  mailId: number;
}
