import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeAdvanceTransactions } from '../../app/advance-transactions.ts';

export const ADVANCE_TRANSACTIONS = 'brokerage.advance-transactions';

/** Every 10 minutes: transactions move new -> pending -> payable by the Clock (docs/adr/0061). Idempotent. */
export function earningsJobs(deps: { advance: ReturnType<typeof makeAdvanceTransactions> }) {
  return [
    defineJob<Record<string, never>>({
      queue: ADVANCE_TRANSACTIONS,
      cron: '*/10 * * * *',
      cronData: {},
      handle: async () => {
        await deps.advance();
      },
    }),
  ];
}
