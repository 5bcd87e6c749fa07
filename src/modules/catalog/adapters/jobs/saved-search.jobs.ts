import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeNotifySavedSearches } from '../../app/notify-saved-searches.ts';

export const NOTIFY_SAVED_SEARCHES_QUEUE = 'catalog.notify-saved-searches';

/**
 * Hourly: mail the saved searches that are due (at most one mail a day each). A search saved at 09:10
 * hears of new numbers by about 10:00; a retried or late run mails nobody twice (each search is claimed
 * in the transaction that writes its mail).
 */
export function savedSearchJobs(deps: { notifySavedSearches: ReturnType<typeof makeNotifySavedSearches> }) {
  return [
    defineJob({
      queue: NOTIFY_SAVED_SEARCHES_QUEUE,
      cron: '0 * * * *',
      handle: async () => {
        await deps.notifySavedSearches();
      },
    }),
  ];
}
