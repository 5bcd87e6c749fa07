export type AccountType = 'default' | 'stub' | 'stubB2b';

/** A customer account on one brand; money in integer cents. */
export class Account {
  id!: number;
  brandingId: number;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  anniversaryDate: string | null;
  sellersAdmin: boolean;
  isB2b: boolean;
  accountType: AccountType;
  creditLimitCents: number;
  settings: Record<string, unknown>;
  createdAt: Date;

  constructor(props: {
    brandingId: number;
    createdAt: Date;
    company?: string;
    address?: string;
    city?: string;
    state?: string;
    zip?: string;
    anniversaryDate?: string | null;
    sellersAdmin?: boolean;
    isB2b?: boolean;
    accountType?: AccountType;
    creditLimitCents?: number;
  }) {
    this.brandingId = props.brandingId;
    this.createdAt = props.createdAt;
    this.company = props.company ?? '';
    this.address = props.address ?? '';
    this.city = props.city ?? '';
    this.state = props.state ?? '';
    this.zip = props.zip ?? '';
    this.anniversaryDate = props.anniversaryDate ?? null;
    this.sellersAdmin = props.sellersAdmin ?? false;
    this.isB2b = props.isB2b ?? props.brandingId === 2;
    this.accountType = props.accountType ?? 'default';
    this.creditLimitCents = props.creditLimitCents ?? 0;
    this.settings = {};
  }
}
