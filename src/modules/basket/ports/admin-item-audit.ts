/** Staff's admin add-number items (docs/adr/0075), written to the admin module's audit log in the add's transaction. */
export interface AdminItemAudit {
  record(entry: {
    actorUserId: number;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }): Promise<void>;
}
