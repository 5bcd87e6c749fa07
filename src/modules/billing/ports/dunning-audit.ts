/** Staff dunning actions, written to the admin module's audit log in the caller's transaction (docs/adr/0074). */
export interface DunningAudit {
  record(entry: {
    actorUserId: number;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }): Promise<void>;
}
