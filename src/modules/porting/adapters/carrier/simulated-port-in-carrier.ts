import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { PortInCarrier, PortInCarrierStatus } from '../../ports/port-in-carrier.ts';

/** The billing account number that makes the simulator reject a port-in (docs/adr/0048). */
export const SIMULATOR_REJECT_ACCOUNT_NUMBER = 'REJECT';
export const SIMULATOR_REJECT = {
  reasonCode: '6P',
  reasonText: 'The account number does not match the current carrier’s records.',
} as const;

/**
 * A carrier without state: the order id carries when it was submitted and whether it will be rejected, so
 * answers survive restarts. One delay after submission the FOC date is set (to two delays after submission)
 * or the order is rejected; two delays after submission it is completed.
 */
export class SimulatedPortInCarrier implements PortInCarrier {
  readonly #clock: Clock;
  readonly #delayMs: number;

  constructor(options: { clock: Clock; delayMinutes: number }) {
    this.#clock = options.clock;
    this.#delayMs = options.delayMinutes * 60_000;
  }

  async submit(submission: {
    billing: Readonly<Record<string, unknown>>;
  }): Promise<{ carrierOrderId: string }> {
    const reject = submission.billing.account_number === SIMULATOR_REJECT_ACCOUNT_NUMBER;
    // A random tail keeps ids unique (the carrier webhook finds orders by it); the answers ignore it.
    const unique = randomBytes(4).toString('hex');
    return { carrierOrderId: `sim.${this.#clock.now().getTime()}.${reject ? 'R' : 'A'}.${unique}` };
  }

  async status(carrierOrderId: string): Promise<PortInCarrierStatus> {
    const [prefix, at, outcome] = carrierOrderId.split('.');
    const submittedAt = Number(at);
    if (prefix !== 'sim' || !Number.isFinite(submittedAt))
      throw new Error(`Not a simulator order: ${carrierOrderId}`);
    const elapsed = this.#clock.now().getTime() - submittedAt;
    if (elapsed < this.#delayMs) return { status: 'submitted' };
    if (outcome === 'R') return { status: 'rejected', ...SIMULATOR_REJECT };
    const focDate = new Date(submittedAt + 2 * this.#delayMs).toISOString().slice(0, 10);
    return elapsed < 2 * this.#delayMs ? { status: 'focDateSet', focDate } : { status: 'completed', focDate };
  }

  /** Nothing to withdraw: the simulator keeps no orders, and a cancelled order is never checked again. */
  async cancel(): Promise<void> {}
}
