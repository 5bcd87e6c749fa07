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
  }

  /** '(201) 234-5678' for the screens. */
  humanTn(): string {
    return PhoneNumber.parse(this.tn).format();
  }

  isTollFree(): boolean {
    return PhoneNumber.parse(this.tn).isTollFree;
  }
}
