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

  /** Spec 2: a stub ('stub', 'stubB2b', or the 'isStub' setting) waits for /account/activate. */
  isStub(): boolean {
    return this.accountType !== 'default' || this.settings.isStub === true;
  }

  /**
   * Spec 2 section 5: the broker terms are needed by a broker-type account (sellersAdmin) and by a B2B stub.
   */
  needsBrokerTerms(): boolean {
    return this.sellersAdmin || this.accountType === 'stubB2b';
  }

  /** Turns a stub into a normal account with the contact's address (docs/adr/0040). */
  activate(contact: { company: string; address: string; city: string; state: string; zip: string }): void {
    this.company = contact.company.trim();
    this.address = contact.address.trim();
    this.city = contact.city.trim();
    this.state = contact.state.trim().toUpperCase();
    this.zip = contact.zip.trim().toUpperCase();
    this.accountType = 'default';
    const { isStub: _stub, ...settings } = this.settings;
    this.settings = settings;
  }
}
