import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeCompleteDueTransfers } from '../../app/complete-due-transfers.ts';

export const COMPLETE_OWNERSHIP_TRANSFERS_QUEUE = 'messaging.complete-ownership-transfers';

/**
 * Hourly: moves accepted numbers whose day has come and expires lapsed offers. A number moves within the
 * hour after midnight UTC of its day; a late or repeated run changes nothing more.
 */
export function ownershipTransferJobs(deps: { complete: ReturnType<typeof makeCompleteDueTransfers> }) {
  return [
    defineJob({
      queue: COMPLETE_OWNERSHIP_TRANSFERS_QUEUE,
      cron: '7 * * * *',
      handle: async () => {
        await deps.complete();
      },
    }),
  ];
}
