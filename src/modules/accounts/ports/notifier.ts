/** Outgoing messages to a user, written in the use case's transaction and sent by jobs. */
export interface Notifier {
  email(message: { to: string; subject: string; text: string; category: string }): Promise<void>;
  sms(message: { to: string; body: string; category: string }): Promise<void>;
}
