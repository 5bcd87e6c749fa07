import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeCheckSmsActivation } from '../../app/check-sms-activation.ts';
import { SUBMIT_SMS_ACTIVATION_QUEUE } from '../../app/request-sms-activation.ts';
import { CHECK_SMS_ACTIVATION_QUEUE, type makeSubmitSmsActivation } from '../../app/submit-sms-activation.ts';

/** Files each SMS activation with the carrier after its transaction commits, then follows its decision. */
export function smsActivationJobs(deps: {
  submit: ReturnType<typeof makeSubmitSmsActivation>;
  check: ReturnType<typeof makeCheckSmsActivation>;
}) {
  return [
    defineJob<{ requestId: number }>({
      queue: SUBMIT_SMS_ACTIVATION_QUEUE,
      retryLimit: 10,
      handle: (data) => deps.submit(data),
    }),
    defineJob<{ requestId: number }>({
      queue: CHECK_SMS_ACTIVATION_QUEUE,
      retryLimit: 10,
      handle: (data) => deps.check(data),
    }),
  ];
}
