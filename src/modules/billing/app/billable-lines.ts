import type { AccountBillables, BillableLines } from '../ports/billable-lines.ts';
import type { BillableNumberSource, BillingAccounts, BillingPrices } from '../ports/billing-sources.ts';

export interface BillableLinesDeps {
  numbers: BillableNumberSource;
  accounts: BillingAccounts;
  prices: BillingPrices;
}

const NO_ACCOUNT = { name: '', brandingId: 1, anniversaryDate: null, creditLimitCents: 0, members: [] };

/**
 * An account's billable lines: its numbers with their plan names and licence terms, and its members priced by
 * the brand's user types (brand 2 bills seats; brand 1's are free, so they come out at 0).
 */
export function makeBillableLines({ numbers, accounts, prices }: BillableLinesDeps): BillableLines {
  return {
    async ofAccount(accountId: number): Promise<AccountBillables> {
      const account = (await accounts.billingAccount(accountId)) ?? { accountId, ...NO_ACCOUNT };
      const rows = await numbers.ofAccount(accountId);
      const seat = await prices.userMrcCents(account.brandingId, accountId);
      return {
        accountId,
        brandingId: account.brandingId,
        anniversaryDate: account.anniversaryDate,
        numbers: rows.map((row) => ({
          ...row,
          planName: prices.planName(account.brandingId, row.planId) ?? `Plan ${row.planId}`,
        })),
        users: account.members.map((member) => ({
          userId: member.userId,
          name: member.name,
          role: member.role,
          mrcCents: seat[member.role],
        })),
      };
    },
  };
}
