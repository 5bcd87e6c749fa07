import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeCheckPortIn } from '../../app/check-port-in.ts';
import type { makeParkStalePortIns } from '../../app/park-stale-port-ins.ts';
import {
  CHECK_PORT_IN_QUEUE,
  type CheckPortInJob,
  PARK_STALE_PORT_INS_QUEUE,
  type PortInJob,
  SUBMIT_PORT_IN_QUEUE,
} from '../../app/port-in-queues.ts';
import type { makeSubmitPortIn } from '../../app/submit-port-in.ts';

/** The port-in lifecycle (docs/adr/0048): submit, check (re-sent until final) and the daily Park move. */
export function portInJobs(deps: {
  submit: ReturnType<typeof makeSubmitPortIn>;
  check: ReturnType<typeof makeCheckPortIn>;
  park: ReturnType<typeof makeParkStalePortIns>;
}) {
  return [
    defineJob<PortInJob>({ queue: SUBMIT_PORT_IN_QUEUE, handle: (data) => deps.submit(data), retryLimit: 5 }),
    defineJob<CheckPortInJob>({
      queue: CHECK_PORT_IN_QUEUE,
      handle: (data) => deps.check(data),
      retryLimit: 5,
    }),
    defineJob({
      queue: PARK_STALE_PORT_INS_QUEUE,
      cron: '17 6 * * *',
      handle: async () => {
        await deps.park();
      },
    }),
  ];
}
