import { otherBrand } from '../domain/brand-conversion.errors.ts';
import type { BrandPlans, ConversionAccounts } from '../ports/brand-conversion.ts';

export interface ChangeBrandOptions {
  brandingId: number;
  brandName: string;
  /** The default plan the numbers go on, at list price (a new account's price). */
  plan: { id: number; name: string; mrc: number };
  /** The caller's admin accounts on the other brand, with the plan's price there. */
  accounts: { accountId: number; company: string; nickname: string; mrc: number }[];
}

/** What the convert-brand page offers: the other brand, its default plan and the caller's admin accounts there. */
export function makeChangeBrandOptions({
  accounts,
  plans,
}: {
  accounts: ConversionAccounts;
  plans: BrandPlans;
}) {
  return async function changeBrandOptions(input: {
    userId: number;
    accountBrandingId: number;
  }): Promise<ChangeBrandOptions> {
    const brandingId = otherBrand(input.accountBrandingId);
    const plan = await plans.defaultPlan(brandingId, null);
    const targets = (await accounts.adminAccountsOf(input.userId)).filter(
      (account) => account.brandingId === brandingId,
    );
    return {
      brandingId,
      brandName: plans.brandName(brandingId),
      plan: { id: plan.id, name: plan.name, mrc: plan.mrcCents },
      accounts: await Promise.all(
        targets.map(async (account) => ({
          accountId: account.accountId,
          company: account.company,
          nickname: account.nickname,
          mrc: (await plans.defaultPlan(brandingId, account.accountId)).mrcCents,
        })),
      ),
    };
  };
}
