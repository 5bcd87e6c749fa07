/** An account's open dunning: since when payment failed and how many retries were made (docs/adr/0038). */
export interface Dunning {
  accountId: number;
  startedOn: string;
  retriesDone: number;
  lastMessage: string;
  licencesEndedOn: string | null;
}

/** billing.dunning and billing.recurring_payment: each write conditional, so two workers never act twice. */
export interface DunningRepository {
  /** Records a payment attempt by its key (UNIQUE); false when it was made already. Caller's transaction. */
  claimPayment(input: { key: string; accountId: number; amountCents: number; now: Date }): Promise<boolean>;
  /** Settles a pending attempt; false when it was settled already. Caller's transaction. */
  settlePayment(key: string, status: 'paid' | 'declined', message: string): Promise<boolean>;
  /** Attempts still pending since before `before` (their worker stopped): retried with the same key. */
  stalePayments(before: Date): Promise<{ key: string; accountId: number; amountCents: number }[]>;
  open(accountId: number): Promise<Dunning | null>;
  openAccounts(): Promise<number[]>;
  /** Opens dunning unless it is open already (then only its message changes); true when it began now. */
  start(accountId: number, today: string, message: string): Promise<boolean>;
  /** Counts retry `retriesDone + 1` once: false when another worker took it. */
  claimRetry(accountId: number, startedOn: string, retriesDone: number): Promise<boolean>;
  end(accountId: number, today: string): Promise<void>;
  /** Marks the open dunning's licences ended once: false when done already. */
  claimLicenceEnd(accountId: number, today: string): Promise<boolean>;
}
