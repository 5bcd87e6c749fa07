import { defineJob } from '../../../../platform/jobs/jobs.ts';

export const RECURRING_CHARGES_QUEUE = 'billing.recurring-charges';
/** Daily at 06:15 UTC; a missed day is caught up by the next run (docs/adr/0038). */
export const RECURRING_CHARGES_CRON = '15 6 * * *';

/** The daily anniversary run: charges, card payments, dunning retries and licence ends. */
export function recurringJobs(run: () => Promise<unknown>) {
  return [
    defineJob({
      queue: RECURRING_CHARGES_QUEUE,
      cron: RECURRING_CHARGES_CRON,
      retryLimit: 3,
      handle: async () => {
        await run();
      },
    }),
  ];
}
