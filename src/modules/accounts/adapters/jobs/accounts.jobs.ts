import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makePurgeExpiredCredentials } from '../../app/purge-expired-credentials.ts';

export const PURGE_EXPIRED_CREDENTIALS = 'accounts.purge-expired-credentials';

export function accountsJobs(deps: { purge: ReturnType<typeof makePurgeExpiredCredentials>; cron: string }) {
  return [
    defineJob({
      queue: PURGE_EXPIRED_CREDENTIALS,
      cron: deps.cron,
      handle: async () => {
        await deps.purge();
      },
    }),
  ];
}
