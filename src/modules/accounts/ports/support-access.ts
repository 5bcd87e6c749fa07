/** Staff support access (docs/adr/0080): starting and ending it is written to the admin audit log, in the change's transaction. */
export interface SupportAudit {
  record(entry: {
    actorUserId: number;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }): Promise<void>;
}

/** A row of the staff account search: enough to tell accounts apart, nothing more. */
export interface AccountSearchRow {
  accountId: number;
  company: string;
  brandingId: number;
  /** The account's first admin's sign-in email (its own members only), or null. */
  adminEmail: string | null;
  /** Whether the searching staff user has support access there now. */
  support: boolean;
}

/** Finds accounts by id, company name or a member's email, for staff. */
export interface AccountSearch {
  search(input: {
    text: string;
    staffUserId: number;
    limit: number;
    offset: number;
  }): Promise<{ rows: AccountSearchRow[]; total: number }>;
}
