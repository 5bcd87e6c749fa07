import { PhoneNumber } from '../../../shared/phone-number.ts';

/** Where a port-in stands; checkout creates them 'pending', the porting issue moves them on. */
export type PortInStatus = 'pending';

/**
 * A number moving in from another carrier, bought at checkout (spec 2: port-in takes 3 to 10 days). Keeps the
 * plan and billing period the buyer chose, so the number joins the account's numbers with them once ported,
 * and the current carrier's billing details the port-in page collected.
 */
export class PortInOrder {
  id!: number;
  readonly accountId: number;
  readonly tn: string;
  /** The checkout order it was bought in. */
  readonly checkoutOrderUuid: string;
  readonly planId: number;
  readonly billingPeriod: 1 | 12;
  readonly billing: Readonly<Record<string, unknown>>;
  status: PortInStatus;
  readonly createdAt: Date;

  constructor(props: {
    accountId: number;
    tn: string;
    checkoutOrderUuid: string;
    planId: number;
    billingPeriod: 1 | 12;
    billing: Readonly<Record<string, unknown>>;
    now: Date;
  }) {
    this.accountId = props.accountId;
    this.tn = PhoneNumber.parse(props.tn).e164;
    this.checkoutOrderUuid = props.checkoutOrderUuid;
    this.planId = props.planId;
    this.billingPeriod = props.billingPeriod;
    this.billing = props.billing;
    this.status = 'pending';
    this.createdAt = props.now;
  }
}
