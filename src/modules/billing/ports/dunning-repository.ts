/** An account's open dunning: since when payment failed and how many retries were made (docs/adr/0038). */
export interface Dunning {
  accountId: number;
  startedOn: string;
  retriesDone: number;
  lastMessage: string;
  licencesEndedOn: string | null;
  /** Days staff pushed the retries and the licence end back (docs/adr/0074). */
  delayDays: number;
  /** The note of the last staff extension; empty when none. */
  staffNote: string;
}

/** A declined payment attempt of the dunning (the run's first one and each retry's). */
export interface FailedPayment {
  key: string;
  amountCents: number;
  at: Date;
  message: string;
}

/** Which open dunnings a staff page shows: by retries made, oldest first. */
export interface OpenDunningFilter {
  retriesDone?: number;
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
  /** How many accounts are in dunning (the staff home's count and the staff list's total: one rule). */
  countOpen(filter?: OpenDunningFilter): Promise<number>;
  /** A page of the open dunnings, longest-running first, with their declined attempts. */
  listOpen(
    filter: OpenDunningFilter,
    page: { skip: number; limit: number },
  ): Promise<(Dunning & { failedPayments: FailedPayment[] })[]>;
  /** Staff push the schedule back: false when the dunning changed (or ended) since it was read. */
  extend(input: {
    accountId: number;
    startedOn: string;
    delayDaysBefore: number;
    delayDays: number;
    note: string;
  }): Promise<boolean>;
  /** Opens dunning unless it is open already (then only its message changes); true when it began now. */
  start(accountId: number, today: string, message: string): Promise<boolean>;
  /**
   * Counts retry `retriesDone + 1` once: false when another worker (or staff) took it, or while another
   * payment attempt of the account is still pending (so two attempts are never charging at once).
   */
  claimRetry(accountId: number, startedOn: string, retriesDone: number): Promise<boolean>;
  end(accountId: number, today: string): Promise<void>;
  /** Marks the open dunning's licences ended once: false when done already. */
  claimLicenceEnd(accountId: number, today: string): Promise<boolean>;
}
