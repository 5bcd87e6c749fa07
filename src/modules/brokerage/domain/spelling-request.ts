import { SpellingAlreadyDecided } from './brokerage.errors.ts';

export type SpellingStatus = 'pending' | 'approved' | 'rejected';

/**
 * A broker's request to show a vanity spelling for a listed number (spec 3 section 1). Staff approve it (the
 * listing takes the spelling and search shows it) or reject it; either way once. docs/adr/0056.
 */
export class SpellingRequest {
  id!: number;
  tn: string;
  brokerAccountId: number;
  spelling: string;
  status: SpellingStatus;
  requestedByUserId: number | null;
  createDate: Date;
  decidedDate: Date | null;
  decidedByUserId: number | null;
  reason: string | null;

  constructor(input: {
    tn: string;
    brokerAccountId: number;
    spelling: string;
    requestedByUserId: number | null;
    now: Date;
  }) {
    this.tn = input.tn;
    this.brokerAccountId = input.brokerAccountId;
    this.spelling = input.spelling;
    this.status = 'pending';
    this.requestedByUserId = input.requestedByUserId;
    this.createDate = input.now;
    this.decidedDate = null;
    this.decidedByUserId = null;
    this.reason = null;
  }

  /** A broker asking again before staff decide changes the waiting request rather than queueing another. */
  respell(spelling: string, now: Date): void {
    if (this.status !== 'pending') throw new SpellingAlreadyDecided();
    this.spelling = spelling;
    this.createDate = now;
  }

  decide(decision: 'approved' | 'rejected', by: number, now: Date, reason?: string | null): void {
    if (this.status !== 'pending') throw new SpellingAlreadyDecided();
    this.status = decision;
    this.decidedByUserId = by;
    this.decidedDate = now;
    this.reason = reason?.trim() ? reason.trim() : null;
  }
}
