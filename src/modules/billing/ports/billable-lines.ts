/** A number an account is billed for, with its plan and licence terms (docs/adr/0038). */
export interface BillableNumber {
  accountNumberId: number;
  tn: string;
  humanTn: string;
  planId: number;
  planName: string;
  mrcCents: number;
  billingPeriod: 1 | 12;
  anniversaryDate: string | null;
  paidThrough: string | null;
  license: { mrcCents: number; annualIncrease: number; startDate: string } | null;
}

/** A member of the account billed a seat at the brand's price for their user type. */
export interface BillableUser {
  userId: number;
  name: string;
  role: 'admin' | 'user';
  mrcCents: number;
}

export interface AccountBillables {
  accountId: number;
  brandingId: number;
  anniversaryDate: string | null;
  numbers: BillableNumber[];
  users: BillableUser[];
}

/** What an account is billed for each period: its numbers and its users (billing-pages, anniversary, recurring). */
export interface BillableLines {
  ofAccount(accountId: number): Promise<AccountBillables>;
}
