import type { Clock } from '../../../../platform/clock/clock.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import { DELIVERY_RECEIPT_QUEUE, UNMATCHED_RECEIPT_RETRIES } from '../../app/apply-delivery-receipt.ts';
import type { DeliveryReceipt } from '../../domain/delivery-receipt.ts';
import type { CarrierSend, MessagingCarrier } from '../../ports/messaging-carrier.ts';

/** How long after a send the simulator's "delivered" receipt comes (a job with startAfter). */
export const SIMULATED_RECEIPT_DELAY_MS = 3_000;

/**
 * The offline default carrier for conversations (docs/adr/0043): takes every send, answers a stable id per
 * reference (a retried send is the same message) and, given the job queue, queues a `delivered` receipt a
 * few seconds later, as a real carrier's webhook would come. Inbound messages come from the dev endpoint.
 */
export class SimulatedMessagingCarrier implements MessagingCarrier {
  readonly sent: CarrierSend[] = [];
  readonly #ids = new Map<string, string>();
  readonly #receipts: { jobs: Jobs; clock: Clock } | null;

  constructor(options: { jobs?: Jobs; clock?: Clock } = {}) {
    this.#receipts = options.jobs && options.clock ? { jobs: options.jobs, clock: options.clock } : null;
  }

  async send(message: CarrierSend): Promise<{ carrierMessageId: string }> {
    const known = this.#ids.get(message.reference);
    if (known) return { carrierMessageId: known };
    const carrierMessageId = `sim-msg-${message.reference}`;
    this.#ids.set(message.reference, carrierMessageId);
    this.sent.push(message);
    if (this.#receipts) {
      const { jobs, clock } = this.#receipts;
      const receipt: DeliveryReceipt = { carrierMessageId, status: 'delivered', description: '' };
      await jobs.send(DELIVERY_RECEIPT_QUEUE, receipt, {
        startAfter: new Date(clock.now().getTime() + SIMULATED_RECEIPT_DELAY_MS),
        retryLimit: UNMATCHED_RECEIPT_RETRIES,
      });
    }
    return { carrierMessageId };
  }
}
