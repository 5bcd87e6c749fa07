/** A per-account price (spec 2 "Pricing"): an mrc for a plan, or the lnp or transfer fee. */
export class PricingOverride {
  id!: number;
  accountId: number;
  type: 'mrc' | 'lnp' | 'transfer';
  planId: number | null;
  amountCents: number;
  status: 'active' | 'inactive';
  expireDate: Date | null;

  constructor(props: {
    accountId: number;
    type: 'mrc' | 'lnp' | 'transfer';
    planId?: number | null;
    amountCents: number;
    expireDate?: Date | null;
  }) {
    this.accountId = props.accountId;
    this.type = props.type;
    this.planId = props.planId ?? null;
    this.amountCents = props.amountCents;
    this.status = 'active';
    this.expireDate = props.expireDate ?? null;
  }
}

/** An account's discount on numbers for sale, 0.1 to 0.3 (kept in basis points: 1000 to 3000). */
export class AccountPriceFactor {
  accountId: number;
  discountBp: number;

  constructor(accountId: number, discountBp: number) {
    this.accountId = accountId;
    this.discountBp = discountBp;
  }
}
