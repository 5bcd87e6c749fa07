import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { BELOW_MINIMUM_REJECT_MS, type Negotiation } from '../domain/negotiation.ts';

/** pg-boss queue: closes a negotiation whose time is up (expired, or below the seller's minimum). */
export const CLOSE_NEGOTIATION = 'offers.close-negotiation';

export interface CloseNegotiationJob {
  uuid: string;
}

/** Queues the negotiation's next timer in the current transaction: its expiry, or the below-minimum reject. */
export async function scheduleClose(jobs: Jobs, n: Negotiation): Promise<void> {
  const at =
    n.status === 'submitted' && n.isBelowMinimum()
      ? new Date(n.createDate.getTime() + BELOW_MINIMUM_REJECT_MS)
      : n.expirationDate;
  await jobs.send(CLOSE_NEGOTIATION, { uuid: n.uuid } satisfies CloseNegotiationJob, {
    startAfter: at,
    singletonKey: `${n.uuid}:${at.toISOString()}`,
  });
}
