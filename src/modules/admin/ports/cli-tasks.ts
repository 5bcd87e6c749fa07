/**
 * The other modules' maintenance work the admin CLI runs (adapters/wiring/cli-tasks.ts implements it over their
 * facades). Each pair is "what it would do" (changes nothing) and "do it".
 */
export interface CliTasks {
  searchTallies: {
    counts(): Promise<{ tallies: number; offered: number }>;
    rebuild(): Promise<{ tallies: number; offered: number }>;
  };
  numberRuns: {
    /** How many numbers' runs a refresh would rewrite. */
    stale(): Promise<number>;
    refresh(): Promise<number>;
  };
  searchIndexes: {
    /** The inventory's indexes, by name. */
    list(): Promise<CliIndex[]>;
    /** Per cent of a B-tree's leaf pages in use (null for other kinds), and whether that is loose enough to rebuild. */
    fill(index: CliIndex): Promise<{ percent: number | null; loose: boolean }>;
    /** Builds it again without blocking searches; answers its new size in bytes. */
    rebuild(index: CliIndex): Promise<number>;
    /** Drops an invalid index a failed rebuild left behind. */
    dropInvalid(index: CliIndex): Promise<void>;
  };
  expiredHolds: {
    /** Lapsed basket items the next run would close (at most one batch). */
    lapsed(): Promise<number>;
    /** Closes one batch of lapsed items, releasing their holds; answers how many. */
    release(): Promise<number>;
  };
  mail: {
    find(id: number): Promise<CliOutboxMail | null>;
    /** Writes a copy of the mail to the outbox, sent like any other. */
    resend(mail: CliOutboxMail): Promise<void>;
  };
  balances: {
    /** The account's balance (cents owed), or null if there is no such account. */
    balanceCents(accountId: number): Promise<number | null>;
    /** One ledger line: positive cents is a charge (owes more), negative a credit. Answers the new balance. */
    adjust(input: {
      accountId: number;
      amountCents: number;
      description: string;
      reference: string;
    }): Promise<number>;
  };
  jobs: {
    find(
      queue: string,
      id: string,
    ): Promise<{ id: string; queue: string; state: string; retryCount: number } | null>;
    retry(queue: string, id: string): Promise<void>;
  };
  brokerTransactions: {
    advance(options: {
      brokerAccountId?: number;
      dryRun: boolean;
    }): Promise<{ pending: number; payable: number }>;
  };
}

export interface CliIndex {
  schema: string;
  name: string;
  method: string;
  bytes: number;
  valid: boolean;
}

export interface CliOutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  category: string;
  sentAt: Date | null;
  /** Its body was removed (a one-time secret): it cannot be resent. */
  redacted: boolean;
}
