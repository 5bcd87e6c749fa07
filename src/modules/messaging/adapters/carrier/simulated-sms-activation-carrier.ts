import type { Clock } from '../../../../platform/clock/clock.ts';
import type { SmsDecision } from '../../domain/sms-activation.ts';
import type {
  SmsActivationCarrier,
  SmsActivationPending,
  SmsActivationSubmission,
} from '../../ports/sms-activation-carrier.ts';

/** The simulator decides this long after a request is filed (tests move a FixedClock past it). */
export const SIMULATED_SMS_DECISION_MS = 20_000;
/** The company whose toll-free validation the simulator rejects, so a rejection can be tried offline. */
export const SIMULATOR_REJECTS_COMPANY = 'Rejected Co';
export const SIMULATED_REJECTION_REASON = 'The carrier could not verify the business named in the form.';

const ID = /^sim-(approve|reject)-(\d+)-(.+)$/;

/**
 * The offline default (docs/adr/0045): approves every request SIMULATED_SMS_DECISION_MS after it was filed,
 * except a toll-free form from 'Rejected Co'. Stateless: the decision and the filing time travel in the
 * carrier id it answers, so an API process files and a worker process asks, and the same reference files
 * the same request.
 */
export class SimulatedSmsActivationCarrier implements SmsActivationCarrier {
  readonly #clock: Clock;
  readonly #delayMs: number;

  constructor(clock: Clock, delayMs = SIMULATED_SMS_DECISION_MS) {
    this.#clock = clock;
    this.#delayMs = delayMs;
  }

  async submit(submission: SmsActivationSubmission) {
    const rejected =
      submission.form?.companyName.trim().toLowerCase() === SIMULATOR_REJECTS_COMPANY.toLowerCase();
    const filedAt = this.#clock.now().getTime();
    return {
      carrierRequestId: `sim-${rejected ? 'reject' : 'approve'}-${filedAt}-${submission.reference}`,
      checkAfterMs: this.#delayMs,
    };
  }

  async decision(carrierRequestId: string): Promise<SmsDecision | SmsActivationPending> {
    const match = ID.exec(carrierRequestId);
    if (!match) throw new Error(`Not a simulated SMS activation: ${carrierRequestId}`);
    const waitMs = Number(match[2]) + this.#delayMs - this.#clock.now().getTime();
    if (waitMs > 0) return { status: 'pending', checkAfterMs: waitMs };
    return match[1] === 'approve'
      ? { status: 'approved' }
      : { status: 'rejected', reason: SIMULATED_REJECTION_REASON };
  }
}
