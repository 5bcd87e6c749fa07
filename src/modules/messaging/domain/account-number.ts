import { PhoneNumber } from '../../../shared/phone-number.ts';

export type SmsEnabled = 'Y' | 'pending' | 'N';
export type SmsValidated = 'pending' | 'approved' | 'rejected' | '';

/** A telephone number held by an account, with its plan and SMS state (spec 1 section 3). */
export class AccountNumber {
  id!: number;
  accountId: number;
  tn: string;
  nickname: string;
  planId: number;
  status: 'active';
  smsEnabled: SmsEnabled;
  smsValidated: SmsValidated;
  stringHosted: boolean;
  anniversaryDate: string | null;
  mrcCents: number;
  /** Months billed at a time: 1 (monthly) or 12 (yearly). */
  billingPeriod: 1 | 12;
  /** The account user the number is given to (role `user` sees only these); null: none yet. */
  assignedUserId: number | null;
  /** Where calls go on a plan that forwards (E.164); null: not set. */
  forwardTo: string | null;
  /** The port-out PIN's hash (never the PIN); null: no PIN set. */
  portOutPinHash: string | null;
  /** Transfer Lock: while on, every port-out request is refused. */
  transferLock: boolean;
  /** The date ('YYYY-MM-DD') the number is paid up to (exclusive); null: not billed by the recurring job yet. */
  paidThrough: string | null;
  /** A licensed number's monthly licence fee (cents); null: the number is owned, not licensed. */
  licenseMrcCents: number | null;
  /** A licence's yearly increase of its monthly fee, in hundredths of a percent (spec 2: 250 = 2.5%). */
  licenseAnnualIncrease: number;
  /** The day the licence began ('YYYY-MM-DD'), from which its yearly increases count; null: not licensed. */
  licenseStartDate: string | null;

  constructor(props: {
    accountId: number;
    tn: string;
    planId: number;
    mrcCents: number;
    nickname?: string;
    smsEnabled?: SmsEnabled;
    smsValidated?: SmsValidated;
    anniversaryDate?: string | null;
    billingPeriod?: 1 | 12;
    assignedUserId?: number | null;
    paidThrough?: string | null;
    license?: { mrcCents: number; annualIncrease: number; startDate: string } | null;
  }) {
    this.accountId = props.accountId;
    this.tn = PhoneNumber.parse(props.tn).e164;
    this.planId = props.planId;
    this.mrcCents = props.mrcCents;
    this.nickname = props.nickname ?? '';
    this.status = 'active';
    this.smsEnabled = props.smsEnabled ?? 'N';
    this.smsValidated = props.smsValidated ?? '';
    this.stringHosted = false;
    this.anniversaryDate = props.anniversaryDate ?? null;
    this.billingPeriod = props.billingPeriod ?? 1;
    this.assignedUserId = props.assignedUserId ?? null;
    this.forwardTo = null;
    this.portOutPinHash = null;
    this.transferLock = false;
    this.paidThrough = props.paidThrough ?? null;
    this.licenseMrcCents = props.license?.mrcCents ?? null;
    this.licenseAnnualIncrease = props.license?.annualIncrease ?? 0;
    this.licenseStartDate = props.license?.startDate ?? null;
  }

  isLicensed(): boolean {
    return this.licenseMrcCents !== null;
  }

  /** '(201) 234-5678' for the screens. */
  humanTn(): string {
    return PhoneNumber.parse(this.tn).format();
  }

  isTollFree(): boolean {
    return PhoneNumber.parse(this.tn).isTollFree;
  }

  /** Spec 1's derived flag "SMS enabled": messaging is on (smsEnabled Y). */
  isSmsEnabled(): boolean {
    return this.smsEnabled === 'Y';
  }

  /** "SMS pending": activation was asked for, or a toll-free validation is under way. */
  isSmsPending(): boolean {
    return this.smsEnabled === 'pending' || this.smsValidated === 'pending';
  }

  /** "SMS validated": the toll-free validation was approved. */
  isSmsValidated(): boolean {
    return this.smsValidated === 'approved';
  }
}
