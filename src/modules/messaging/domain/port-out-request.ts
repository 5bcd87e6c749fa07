export type PortOutStatus = 'requested' | 'refused' | 'approved' | 'completed';
/** Why a port-out was refused: the number is locked, it has no PIN, or the PIN given does not match. */
export type PortOutRefusal = 'transfer_lock' | 'no_pin' | 'wrong_pin';

/** The words the account's mails and page use for each refusal. */
export const PORT_OUT_REFUSAL_TEXT: Record<PortOutRefusal, string> = {
  transfer_lock: 'Transfer Lock is on',
  no_pin: 'no port-out PIN is set',
  wrong_pin: 'the PIN did not match',
};

/**
 * Issue 12: a port-out request is refused while the number is locked or when the PIN does not match,
 * approved otherwise. A number without a PIN has nothing to match, so it is refused too (ADR 0035).
 * `pinMatches` is only asked when the number is unlocked and has a PIN, so a locked number costs no guess.
 */
export async function decidePortOut(number: {
  transferLock: boolean;
  pinSet: boolean;
  pinMatches: () => Promise<boolean>;
}): Promise<{ status: 'approved' } | { status: 'refused'; reason: PortOutRefusal }> {
  if (number.transferLock) return { status: 'refused', reason: 'transfer_lock' };
  if (!number.pinSet) return { status: 'refused', reason: 'no_pin' };
  if (!(await number.pinMatches())) return { status: 'refused', reason: 'wrong_pin' };
  return { status: 'approved' };
}

/** A gaining carrier's request to take one of our numbers, as the carrier port delivered it. */
export class PortOutRequest {
  id!: number;
  /** The carrier's id for the request: a retried delivery with the same id is the same request. */
  carrierRequestId: string;
  accountId: number;
  tn: string;
  gainingCarrier: string;
  status: PortOutStatus;
  reason: PortOutRefusal | null;
  requestedAt: Date;
  decidedAt: Date | null;
  completedAt: Date | null;

  constructor(props: {
    carrierRequestId: string;
    accountId: number;
    tn: string;
    gainingCarrier: string;
    requestedAt: Date;
  }) {
    this.carrierRequestId = props.carrierRequestId;
    this.accountId = props.accountId;
    this.tn = props.tn;
    this.gainingCarrier = props.gainingCarrier;
    this.status = 'requested';
    this.reason = null;
    this.requestedAt = props.requestedAt;
    this.decidedAt = null;
    this.completedAt = null;
  }

  decide(decision: { status: 'approved' } | { status: 'refused'; reason: PortOutRefusal }, at: Date): void {
    if (this.status !== 'requested')
      throw new Error(`Port-out request ${this.carrierRequestId} is already decided`);
    this.status = decision.status;
    this.reason = decision.status === 'refused' ? decision.reason : null;
    this.decidedAt = at;
  }

  /** Only an approved request completes; completing twice changes nothing (answers false). */
  complete(at: Date): boolean {
    if (this.status === 'completed') return false;
    if (this.status !== 'approved')
      throw new Error(`Port-out request ${this.carrierRequestId} is not approved`);
    this.status = 'completed';
    this.completedAt = at;
    return true;
  }
}
