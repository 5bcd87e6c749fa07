import type { ListingOp, ListingSnapshot } from './listing.ts';

/** One change of a listing (spec 3 Listing history entry: date, op and the listing 'to' what it became). */
export class ListingHistoryEntry {
  id!: number;
  tn: string;
  brokerAccountId: number;
  date: Date;
  op: Exclude<ListingOp, 'noop'> | 'create' | 'delete';
  to: ListingSnapshot;
  /** The bulk job that made the change; null for a single save. */
  brokerageJobId: number | null;

  constructor(input: {
    tn: string;
    brokerAccountId: number;
    date: Date;
    op: ListingHistoryEntry['op'];
    to: ListingSnapshot;
    brokerageJobId?: number | null;
  }) {
    this.tn = input.tn;
    this.brokerAccountId = input.brokerAccountId;
    this.date = input.date;
    this.op = input.op;
    this.to = input.to;
    this.brokerageJobId = input.brokerageJobId ?? null;
  }
}
