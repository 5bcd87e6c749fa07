import type { MessagingCarrier } from './messaging-carrier.ts';

/** The offline default: sends nothing, remembers what it was given, answers ids `sim-1`, `sim-2`, ... */
export class SimulatedMessagingCarrier implements MessagingCarrier {
  readonly sent: Array<{ from: string | null; to: string; text: string; messageId: string }> = [];

  async sendMessage(input: {
    from: string | null;
    to: string;
    text: string;
  }): Promise<{ messageId: string }> {
    const messageId = `sim-${this.sent.length + 1}`;
    this.sent.push({ ...input, messageId });
    return { messageId };
  }
}
