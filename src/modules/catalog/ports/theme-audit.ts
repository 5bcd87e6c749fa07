/** Staff changes to themes, written to the admin module's audit log in the caller's transaction. */
export interface ThemeAudit {
  record(entry: {
    actorUserId: number;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }): Promise<void>;
}
