import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeAnswerPortOut } from '../../app/answer-port-out.ts';
import { ANSWER_PORT_OUT_QUEUE } from '../../app/receive-port-out-request.ts';

/** Sends each port-out decision to the carrier once its transaction has committed (retried on failure). */
export function portOutJobs(deps: { answerPortOut: ReturnType<typeof makeAnswerPortOut> }) {
  return [
    defineJob<{ carrierRequestId: string }>({
      queue: ANSWER_PORT_OUT_QUEUE,
      retryLimit: 10,
      handle: (data) => deps.answerPortOut(data),
    }),
  ];
}
