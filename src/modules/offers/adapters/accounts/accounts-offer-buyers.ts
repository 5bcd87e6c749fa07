import type { AccountsModule } from '../../../accounts/index.ts';
import type { BillingModule } from '../../../billing/index.ts';
import type { OfferBuyers } from '../../ports/offer-buyers.ts';

/** The billing day of a new account: the day it opens, capped at the 28th (as checkout does). */
function anniversaryOf(now: Date): string {
  const day = String(Math.min(now.getUTCDate(), 28)).padStart(2, '0');
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${day}`;
}

/** Offer buyers over the accounts facade (a guest's account with only an email) and billing's credit check. */
export function accountsOfferBuyers(
  accounts: Pick<AccountsModule, 'openCustomerAccount' | 'issueLoginToken'>,
  billing: Pick<BillingModule, 'credit'>,
): OfferBuyers {
  return {
    open: ({ email, password, brandingId, now }) =>
      accounts.openCustomerAccount({
        email,
        password,
        brandingId,
        firstName: '',
        lastName: '',
        company: '',
        address: '',
        city: '',
        state: '',
        zip: '',
        anniversaryDate: anniversaryOf(now),
      }),
    issueLoginToken: (input) => accounts.issueLoginToken(input),
    creditAllows: (accountId, extraCents) => billing.credit.allows(accountId, extraCents),
  };
}
