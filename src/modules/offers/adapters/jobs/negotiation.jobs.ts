import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeCloseNegotiation } from '../../app/close-negotiation.ts';
import { CLOSE_NEGOTIATION, type CloseNegotiationJob } from '../../app/negotiation-timers.ts';

/** The negotiation timers: each offer's below-minimum reject and expiry, queued with startAfter. */
export function negotiationJobs(deps: { closeNegotiation: ReturnType<typeof makeCloseNegotiation> }) {
  return [
    defineJob<CloseNegotiationJob>({
      queue: CLOSE_NEGOTIATION,
      handle: async (data) => {
        await deps.closeNegotiation({ uuid: data.uuid });
      },
    }),
  ];
}
