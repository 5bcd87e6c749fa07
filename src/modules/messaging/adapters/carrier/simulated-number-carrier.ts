import { CarrierRefusedChange, type NumberCarrier, type PortOutAnswer } from '../../ports/number-carrier.ts';

/**
 * The simulator refuses to forward to a North American number whose line is 0000 (say +1 973 234 0000),
 * so the carrier's refusal can be tried offline, deterministically (docs/adr/0035).
 */
export const SIMULATOR_REFUSES_FORWARDING_TO = /^\+1\d{6}0000$/;

/** The offline default carrier: remembers what it was told (newest last) and changes nothing anywhere. */
export class SimulatedNumberCarrier implements NumberCarrier {
  readonly forwarding = new Map<string, string | null>();
  readonly told: Array<
    | { kind: 'setForwarding'; tn: string; forwardTo: string | null }
    | ({ kind: 'answerPortOut' } & PortOutAnswer)
  > = [];

  async setForwarding(input: { tn: string; forwardTo: string | null }): Promise<void> {
    if (input.forwardTo && SIMULATOR_REFUSES_FORWARDING_TO.test(input.forwardTo))
      throw new CarrierRefusedChange(`${input.forwardTo} does not take forwarded calls`);
    this.forwarding.set(input.tn, input.forwardTo);
    this.told.push({ kind: 'setForwarding', ...input });
  }

  async answerPortOut(answer: PortOutAnswer): Promise<void> {
    this.told.push({ kind: 'answerPortOut', ...answer });
  }
}
