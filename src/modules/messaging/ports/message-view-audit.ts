/** The staff audit log (the admin module's), written in the caller's transaction. */
export interface MessageViewAudit {
  record(entry: {
    actorUserId: number;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }): Promise<void>;
}
