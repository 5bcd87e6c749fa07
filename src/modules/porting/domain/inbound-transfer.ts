import { PhoneNumber } from '../../../shared/phone-number.ts';
import { pendingTransferCharges, type TransferCharges } from './transfer-charges.ts';

/** Spec 2 section 4: pending, then 'completed' with a completeDate. */
export type InboundTransferStatus = 'pending' | 'completed';

/** Spec 2 "Pending transfer": billTo 'new' bills the receiving account; any other value, the sender. */
export type TransferBillTo = 'new' | 'old';

/**
 * Numbers moving into an account from elsewhere (another account, a broker, a stub staff prepared),
 * completed when the receiving account takes them (docs/adr/0040). Prices are fixed when the transfer is
 * created, with the account's overrides applied, so what the activation page shows is what is charged.
 */
export class InboundTransfer {
  id!: number;
  readonly accountId: number;
  readonly tns: readonly string[];
  readonly billTo: TransferBillTo;
  /** The plan the numbers join the account on (Park) and its monthly charge per number. */
  readonly planId: number;
  readonly parkMrcCents: number;
  /** The transfer fee per number, charged only when billTo is 'new'. */
  readonly transferFeeCents: number;
  status: InboundTransferStatus;
  completedAt: Date | null;
  readonly createdAt: Date;

  constructor(props: {
    accountId: number;
    tns: readonly string[];
    billTo: TransferBillTo;
    planId: number;
    parkMrcCents: number;
    transferFeeCents: number;
    now: Date;
  }) {
    this.accountId = props.accountId;
    this.tns = [...new Set(props.tns.map((tn) => PhoneNumber.parse(tn).e164))];
    this.billTo = props.billTo;
    this.planId = props.planId;
    this.parkMrcCents = props.parkMrcCents;
    this.transferFeeCents = props.transferFeeCents;
    this.status = 'pending';
    this.completedAt = null;
    this.createdAt = props.now;
  }

  /** What completing it charges the receiving account (spec 2 section 9). */
  charges(): TransferCharges {
    return pendingTransferCharges({
      billTo: this.billTo,
      tnCount: this.tns.length,
      transferFeeCents: this.transferFeeCents,
      parkPlanMrcCents: this.parkMrcCents,
    });
  }

  complete(now: Date): void {
    this.status = 'completed';
    this.completedAt = now;
  }
}
