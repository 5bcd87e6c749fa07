import { conversionRefused, otherBrand } from '../domain/brand-conversion.errors.ts';
import type { BrandPlans, ConversionAccounts, ConversionNumbers } from '../ports/brand-conversion.ts';

export interface ChangeBrandDeps {
  accounts: ConversionAccounts;
  numbers: ConversionNumbers;
  plans: BrandPlans;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface ChangeBrandInput {
  /** The caller: an admin of the account the numbers are in. */
  userId: number;
  accountId: number;
  accountBrandingId: number;
  /** The brand to convert to (the other one). */
  brandingId: number;
  tns: string[];
  /** An existing account to move the numbers into; null opens a new one for the caller. */
  toAccountId: number | null;
}

/**
 * Spec 2 convert-brand: moves the chosen numbers of the caller's current account to a new account on the other
 * brand (the caller its admin) or to an existing one there where the caller is admin (not the current one).
 * The numbers go on the new brand's default plan at that account's price and keep their billing period,
 * anniversary and paid-through date (docs/adr/0039). One transaction: a number the account does not hold
 * (404) or a refused target (422) leaves everything as it was, the new account included.
 */
export function makeChangeBrand({ accounts, numbers, plans, tx }: ChangeBrandDeps) {
  return async function changeBrand(input: ChangeBrandInput): Promise<{ accountId: number; userId: number }> {
    if (input.brandingId !== otherBrand(input.accountBrandingId)) throw conversionRefused('same_brand');
    return tx(async () => {
      const accountId = await targetAccount(input);
      const plan = await plans.defaultPlan(input.brandingId, accountId);
      await numbers.move({
        fromAccountId: input.accountId,
        toAccountId: accountId,
        tns: input.tns,
        plan: { id: plan.id, mrcCents: plan.mrcCents },
      });
      return { accountId, userId: input.userId };
    });
  };

  async function targetAccount(input: ChangeBrandInput): Promise<number> {
    if (input.toAccountId === null) {
      const opened = await accounts.openOnBrand({
        userId: input.userId,
        brandingId: input.brandingId,
        copyFromAccountId: input.accountId,
      });
      if (!opened) throw conversionRefused('not_admin_there');
      return opened.accountId;
    }
    if (input.toAccountId === input.accountId) throw conversionRefused('current_account');
    const target = (await accounts.adminAccountsOf(input.userId)).find(
      (account) => account.accountId === input.toAccountId,
    );
    if (target?.brandingId !== input.brandingId) throw conversionRefused('not_admin_there');
    return target.accountId;
  }
}
