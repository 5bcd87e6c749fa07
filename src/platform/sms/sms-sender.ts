/** A text message the product sends on its own behalf (MFA codes), to one number. */
export interface OutgoingSms {
  to: string;
  body: string;
  category: string;
  /** The text carries a one-time code: redacted in the outbox once delivered, deleted within the hour if not. */
  secret?: boolean;
}

/** What use cases call to text someone: the message is written in the current transaction and sent after. */
export interface SmsSender {
  send(message: OutgoingSms): Promise<void>;
}

export const SEND_SMS = 'platform.send-sms';
export const PURGE_SMS_OUTBOX = 'platform.purge-sms-outbox';
export const PURGE_SMS_SECRETS = 'platform.purge-sms-secrets';

export interface SendSmsJob {
  smsId: number;
}
