import type {
  BillableNumberSource,
  BillingAccount,
  BillingAccounts,
  BillingPrices,
  NumberRow,
} from '../ports/billing-sources.ts';
import type { RecurringChargeRepository, RecurringChargeRow } from '../ports/recurring-charge-repository.ts';

/** Recurring billing's sources in memory, for unit tests of its use cases. */
export class InMemoryBillingSources implements BillableNumberSource, BillingAccounts, BillingPrices {
  readonly numbers: (NumberRow & { accountId: number })[] = [];
  readonly accounts = new Map<number, BillingAccount>();
  /** Live plan overrides by account and plan: `${accountId}:${planId}` -> cents. */
  readonly overrides = new Map<string, number>();
  readonly returned: string[] = [];
  seat = { 1: { admin: 0, user: 0 }, 2: { admin: 495, user: 495 } } as Record<
    number,
    { admin: number; user: number }
  >;

  async ofAccount(accountId: number) {
    return this.numbers
      .filter((number) => number.accountId === accountId)
      .map(({ accountId: _, ...row }) => row);
  }
  async accountsDue() {
    return [...new Set(this.numbers.map((number) => number.accountId))];
  }
  async setPaidThrough(id: number, date: string) {
    const number = this.numbers.find((row) => row.accountNumberId === id);
    if (number) number.paidThrough = date;
  }
  async removeNumber(id: number) {
    const index = this.numbers.findIndex((row) => row.accountNumberId === id);
    if (index >= 0) this.numbers.splice(index, 1);
  }
  async billingAccount(accountId: number) {
    return this.accounts.get(accountId) ?? null;
  }
  async accountsWithAnniversary() {
    return [...this.accounts.values()].filter((a) => a.anniversaryDate).map((a) => a.accountId);
  }
  brandName(brandingId: number) {
    return brandingId === 2 ? 'Numberyard Business' : 'Numberyard';
  }
  planName(_brandingId: number, planId: number) {
    return ({ 1: 'Park', 10: 'Business' } as Record<number, string>)[planId] ?? null;
  }
  async planMrcCents(_brandingId: number, accountId: number, planId: number) {
    return this.overrides.get(`${accountId}:${planId}`) ?? null;
  }
  async userMrcCents(brandingId: number) {
    return this.seat[brandingId] ?? { admin: 0, user: 0 };
  }
  async returnLicensedNumber(tn: string) {
    this.returned.push(tn);
  }
}

export class InMemoryRecurringCharges implements RecurringChargeRepository {
  readonly rows = new Map<string, RecurringChargeRow>();
  async lockAccount() {}
  async recordNew(rows: RecurringChargeRow[]) {
    const inserted = new Set<string>();
    for (const row of rows)
      if (!this.rows.has(row.idempotencyKey)) {
        this.rows.set(row.idempotencyKey, row);
        inserted.add(row.idempotencyKey);
      }
    return inserted;
  }
  async chargedKeys(keys: string[]) {
    return new Set(keys.filter((key) => this.rows.has(key)));
  }
}
