import type { AccountsModule } from '../../../accounts/index.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import type { OfferParties } from '../../ports/offer-parties.ts';

/** Buyer and seller addresses: users' emails, broker admins', and the brand's sales team for the house. */
export function accountsOfferParties(
  accounts: Pick<AccountsModule, 'userEmail' | 'accountAdminEmails'>,
  catalog: Pick<CatalogModule, 'brandCatalog'>,
): OfferParties {
  return {
    buyerEmail: (userId) => accounts.userEmail(userId),
    sellerEmails: async (sellerAccountId, brandingId) =>
      sellerAccountId === null
        ? [catalog.brandCatalog.salesTeam(brandingId).email]
        : accounts.accountAdminEmails(sellerAccountId),
  };
}
