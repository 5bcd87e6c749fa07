import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeCaptureOrderPayment } from '../../app/capture-order-payment.ts';
import { CAPTURE_ORDER_PAYMENT_QUEUE } from '../../app/release-held-orders-of-account.ts';

/** Captures a released order's card once the transaction that released it has committed (retried on failure). */
export function checkoutJobs(deps: { captureOrderPayment: ReturnType<typeof makeCaptureOrderPayment> }) {
  return [
    defineJob<{ orderUuid: string }>({
      queue: CAPTURE_ORDER_PAYMENT_QUEUE,
      retryLimit: 5,
      handle: (data) => deps.captureOrderPayment(data),
    }),
  ];
}
