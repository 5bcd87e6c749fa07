/** Staff actions on port-ins (docs/adr/0073), written to the admin module's audit log in the caller's transaction. */
export interface PortInAudit {
  record(entry: {
    actorUserId: number;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }): Promise<void>;
}
