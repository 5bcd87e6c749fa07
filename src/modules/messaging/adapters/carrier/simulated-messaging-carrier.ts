import type { CarrierSend, MessagingCarrier } from '../../ports/messaging-carrier.ts';

/**
 * The offline default carrier for conversations: takes every send and answers a stable id per reference, so
 * a retried send is the same message (docs/adr/0043).
 */
export class SimulatedMessagingCarrier implements MessagingCarrier {
  readonly sent: CarrierSend[] = [];
  readonly #ids = new Map<string, string>();

  async send(message: CarrierSend): Promise<{ carrierMessageId: string }> {
    const known = this.#ids.get(message.reference);
    if (known) return { carrierMessageId: known };
    const carrierMessageId = `sim-msg-${message.reference}`;
    this.#ids.set(message.reference, carrierMessageId);
    this.sent.push(message);
    return { carrierMessageId };
  }
}
