/** Outgoing messages to a user, written in the use case's transaction and sent by jobs. */
export interface Notifier {
  /** `secret`: the message carries a one-time code or link, so the outbox does not keep it. */
  email(message: {
    to: string;
    subject: string;
    text: string;
    category: string;
    secret?: boolean;
  }): Promise<void>;
  sms(message: { to: string; body: string; category: string; secret?: boolean }): Promise<void>;
}
