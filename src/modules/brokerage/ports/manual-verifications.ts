import type { Listing } from '../domain/listing.ts';
import type { ManualVerification } from '../domain/manual-verification.ts';

/** brokerage.manual_verification and the off-network listings it verifies. Joins the caller's transaction. */
export interface ManualVerifications {
  /** The newest unverified code of the broker for the number (pending or not; the caller asks isPending). */
  latest(brokerAccountId: number, tn: string): Promise<ManualVerification | null>;
  add(verification: ManualVerification): Promise<void>;
  flush(): Promise<void>;
  /** The broker's off-network listings due for verification: ending before `dueBefore` or never verified. */
  due(
    brokerAccountId: number,
    query: { dueBefore: Date; tn?: string; isListed?: boolean; limit: number; offset: number },
  ): Promise<{ data: Listing[]; total: number }>;
  /** Listed off-network listings whose verification ended at or before `now`, after `afterId`, by id. */
  lapsed(now: Date, afterId: number, limit: number): Promise<Listing[]>;
}
