import { ConflictError } from '../../../shared/domain-error.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';

/**
 * Where a port-in stands (docs/adr/0048): pending until handed to the carrier, then the carrier's answers;
 * cancelled by staff (docs/adr/0073).
 */
export type PortInStatus = 'pending' | 'submitted' | 'focDateSet' | 'completed' | 'rejected' | 'cancelled';

/** Statuses an order never leaves: no job, carrier answer or staff action moves it again. */
export const CLOSED_PORT_IN_STATUSES = ['completed', 'cancelled'] as const satisfies readonly PortInStatus[];

/** One line of an order's timeline. */
export interface PortInEvent {
  kind:
    | 'created'
    | 'submitted'
    | 'focDateSet'
    | 'completed'
    | 'rejected'
    | 'corrected'
    | 'resubmitted'
    | 'parked'
    | 'cancelled';
  /** ISO timestamp. */
  at: string;
  text: string;
}

/** The current carrier's billing fields (spec 2 section 3), without the PIN, which is kept sealed apart. */
export type PortInBilling = Readonly<Record<string, unknown>>;

/** Days after which an order not completed moves to the Park plan (issue 14). */
export const PARK_AFTER_DAYS = 30;

export class PortInNotCorrectable extends ConflictError {
  constructor() {
    super('porting.not_rejected', 'Only a rejected port-in can be corrected and resubmitted.');
  }
}

export class PortInClosed extends ConflictError {
  constructor(status: string) {
    super('porting.closed', `This port-in is already ${status}.`);
  }
}

/**
 * A number moving in from another carrier, bought at checkout (spec 2: port-in takes 3 to 10 days). Keeps the
 * plan and billing period the buyer chose, so the number joins the account's numbers with them once ported,
 * and the current carrier's billing details the port-in page collected. Each step answers whether it changed
 * anything, so a repeated job does nothing twice.
 */
export class PortInOrder {
  id!: number;
  readonly accountId: number;
  readonly brandingId: number;
  readonly tn: string;
  /** The checkout order it was bought in. */
  readonly checkoutOrderUuid: string;
  planId: number;
  readonly billingPeriod: 1 | 12;
  billing: PortInBilling;
  /** The PIN, sealed (platform secret box); never answered. */
  pinSealed: string | null;
  /** The port-in fee the basket showed, charged to the account's ledger when the port completes (cents). */
  readonly feeCents: number;
  status: PortInStatus;
  carrierOrderId: string | null;
  /** The firm order commitment date (YYYY-MM-DD) the carrier gave. */
  focDate: string | null;
  rejectCode: string | null;
  rejectReason: string | null;
  completedAt: Date | null;
  parkedAt: Date | null;
  events: PortInEvent[];
  readonly createdAt: Date;

  constructor(props: {
    accountId: number;
    brandingId: number;
    tn: string;
    checkoutOrderUuid: string;
    planId: number;
    billingPeriod: 1 | 12;
    billing: PortInBilling;
    pinSealed: string | null;
    feeCents: number;
    now: Date;
  }) {
    this.accountId = props.accountId;
    this.brandingId = props.brandingId;
    this.tn = PhoneNumber.parse(props.tn).e164;
    this.checkoutOrderUuid = props.checkoutOrderUuid;
    this.planId = props.planId;
    this.billingPeriod = props.billingPeriod;
    this.billing = props.billing;
    this.pinSealed = props.pinSealed;
    this.feeCents = props.feeCents;
    this.status = 'pending';
    this.carrierOrderId = null;
    this.focDate = null;
    this.rejectCode = null;
    this.rejectReason = null;
    this.completedAt = null;
    this.parkedAt = null;
    this.events = [{ kind: 'created', at: props.now.toISOString(), text: 'Port-in order placed.' }];
    this.createdAt = props.now;
  }

  /** With the carrier and not answered for good. */
  get inFlight(): boolean {
    return this.status === 'submitted' || this.status === 'focDateSet';
  }

  /** Completed or cancelled: nothing moves it any more. */
  get closed(): boolean {
    return (CLOSED_PORT_IN_STATUSES as readonly string[]).includes(this.status);
  }

  submitted(carrierOrderId: string, now: Date): boolean {
    if (this.status !== 'pending') return false;
    this.status = 'submitted';
    this.carrierOrderId = carrierOrderId;
    log(this, 'submitted', now, 'Submitted to the current carrier.');
    return true;
  }

  focDateSet(focDate: string, now: Date): boolean {
    if (!this.inFlight || this.focDate === focDate) return false;
    this.status = 'focDateSet';
    this.focDate = focDate;
    log(this, 'focDateSet', now, `The carrier set the port date (FOC) to ${focDate}.`);
    return true;
  }

  completed(now: Date): boolean {
    if (!this.inFlight) return false;
    this.status = 'completed';
    this.completedAt = now;
    log(this, 'completed', now, 'Ported in: the number is active in your account.');
    return true;
  }

  rejected(code: string, reason: string, now: Date): boolean {
    if (!this.inFlight) return false;
    this.status = 'rejected';
    this.rejectCode = code;
    this.rejectReason = reason;
    log(this, 'rejected', now, `Rejected by the carrier (${code}): ${reason}`);
    return true;
  }

  /** Corrected billing data of a rejected order; back to pending for the submit job. */
  correct(billing: PortInBilling, pinSealed: string | null | undefined, now: Date): void {
    if (this.status !== 'rejected') throw new PortInNotCorrectable();
    this.billing = billing;
    if (pinSealed !== undefined) this.pinSealed = pinSealed;
    backToPending(this);
    log(this, 'corrected', now, 'Billing details corrected; resubmitting.');
  }

  /** Staff resubmit a rejected order with the same billing details (the customer fixed it at the other end). */
  resubmit(now: Date): void {
    if (this.status !== 'rejected') throw new PortInNotCorrectable();
    backToPending(this);
    log(this, 'resubmitted', now, 'Resubmitted by our staff with the same billing details.');
  }

  /** The carrier order to withdraw before cancelling: the one in flight, else null. */
  get carrierOrderInFlight(): string | null {
    return this.inFlight ? this.carrierOrderId : null;
  }

  /** Staff cancel an order not closed, with a note the customer reads in the timeline. */
  cancel(note: string, now: Date): void {
    if (this.closed) throw new PortInClosed(this.status);
    this.status = 'cancelled';
    log(this, 'cancelled', now, `Cancelled by our staff: ${note}`);
  }

  /** Not completed PARK_AFTER_DAYS after it was placed: the number's plan becomes Park, once. */
  parkDue(now: Date): boolean {
    const due = this.createdAt.getTime() + PARK_AFTER_DAYS * 86_400_000;
    return !this.closed && this.parkedAt === null && now.getTime() >= due;
  }

  park(parkPlanId: number, now: Date): boolean {
    if (!this.parkDue(now)) return false;
    this.planId = parkPlanId;
    this.parkedAt = now;
    log(this, 'parked', now, `Not ported after ${PARK_AFTER_DAYS} days: moved to the Park plan.`);
    return true;
  }
}

function backToPending(order: PortInOrder): void {
  order.status = 'pending';
  order.carrierOrderId = null;
  order.focDate = null;
  order.rejectCode = null;
  order.rejectReason = null;
}

// A plain function, not a #private method: the ORM loads rows without calling the constructor.
function log(order: PortInOrder, kind: PortInEvent['kind'], now: Date, text: string): void {
  // A new array, so the ORM sees the JSON change.
  order.events = [...order.events, { kind, at: now.toISOString(), text }];
}
