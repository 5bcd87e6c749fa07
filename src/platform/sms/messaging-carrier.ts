/** The carrier's messaging API (or its simulator): sends one text, answers the carrier's message id. */
export interface MessagingCarrier {
  /** `from` null lets the carrier pick the sending number. Throws when the carrier refuses. */
  sendMessage(input: { from: string | null; to: string; text: string }): Promise<{ messageId: string }>;
}
