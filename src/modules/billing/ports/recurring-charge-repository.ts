/** A recurring charge as stored: its idempotency key (account, period, line) is UNIQUE (docs/adr/0038). */
export interface RecurringChargeRow {
  idempotencyKey: string;
  accountId: number;
  kind: 'number' | 'user' | 'licence';
  subjectId: number;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
}

/** billing.recurring_charge: each period's charge once, even from two workers at the same moment. */
export interface RecurringChargeRepository {
  /** Serialises runs for one account until the transaction ends. */
  lockAccount(accountId: number): Promise<void>;
  /** Inserts the rows whose key is new (ON CONFLICT DO NOTHING); answers the keys inserted. Caller's transaction. */
  recordNew(rows: RecurringChargeRow[], now: Date): Promise<Set<string>>;
  /** Which of the keys were charged already. */
  chargedKeys(keys: string[]): Promise<Set<string>>;
}

/** The idempotency key of an account's charge for one period of one line. */
export function recurringChargeKey(
  accountId: number,
  line: { periodStart: string; kind: string; subjectId: number },
): string {
  return `recurring:${accountId}:${line.periodStart}:${line.kind}:${line.subjectId}`;
}
