import type { Caller } from '../../../platform/http/caller.ts';
import type { AccountBalances } from '../ports/account-balances.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { BrandCatalog, BrandSummary, PricingSummary } from '../ports/brand-catalog.ts';
import type { CurrentBaskets } from '../ports/current-baskets.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export interface ProfileView {
  isLoggedIn: boolean;
  role: 'guest' | 'user' | 'admin';
  roles: string[];
  adminUser: boolean;
  isEmployee: boolean;
  brandingId: number;
  brand: BrandSummary;
  basketUuid: string | null;
  accountId: number | null;
  accountBalance: number;
  creditLimit: number;
  paymentMethod: {
    cardToken: string;
    cardNumber: string;
    cardBrand: string;
    cardLast4: string;
    cardExpMonth: number;
    cardExpYear: number;
  } | null;
  userInfo: { userId: number; firstName: string; lastName: string; email: string } | null;
  accountInfo: {
    company: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    anniversaryDate: string | null;
    sellersAdmin: 'Y' | 'N';
  } | null;
  accounts: Array<{
    accountId: number;
    nickname: string;
    company: string;
    name: string;
    brandingId: number;
    role: 'admin' | 'user';
    currentAccount: boolean;
  }>;
  pricing: PricingSummary;
}

/** Staff flags become roles too, so the web can check one list (spec 1: "a check by role name"). */
function rolesOf(
  role: string,
  flags: { isEmployee: boolean; adminUser: boolean; accounting: boolean },
): string[] {
  const roles = [role];
  if (flags.isEmployee) roles.push('employee');
  if (flags.adminUser) roles.push('agent');
  if (flags.accounting) roles.push('accounting');
  return roles;
}

/** Where the visitor is: the site's brand (its host) and the basket this browser remembers, if any. */
export interface Visit {
  siteBrandingId: number;
  rememberedBasket: string | null;
}

export interface GetProfileDeps {
  users: UserRepository;
  directory: AccountDirectory;
  brands: BrandCatalog;
  baskets: CurrentBaskets;
  balances: AccountBalances;
}

/** The profile of spec 1 section 3, for a guest or a signed-in user; balance and card come from billing. */
export function makeGetProfile({ users, directory, brands, baskets, balances }: GetProfileDeps) {
  return async function getProfile(caller: Caller, visit: Visit): Promise<ProfileView> {
    const accountId = caller.kind === 'member' ? caller.accountId : null;
    const basketUuid = await baskets.currentBasketUuid(
      { brandingId: visit.siteBrandingId, accountId },
      visit.rememberedBasket,
    );
    const guest: ProfileView = {
      isLoggedIn: false,
      role: 'guest',
      roles: ['guest'],
      adminUser: false,
      isEmployee: false,
      brandingId: caller.brandingId,
      brand: brands.brand(caller.brandingId),
      basketUuid,
      accountId: null,
      accountBalance: 0,
      creditLimit: 0,
      paymentMethod: null,
      userInfo: null,
      accountInfo: null,
      accounts: [],
      pricing: await brands.pricing(caller.brandingId, null),
    };
    if (caller.kind === 'guest') return guest;
    const user = await users.byId(caller.userId);
    const memberships = await directory.membershipsOfUser(caller.userId);
    const current = memberships.find((m) => m.account.id === caller.accountId);
    if (!user || !current) return guest;
    const { account } = current;
    const [balanceCents, card] = await Promise.all([
      balances.balanceCents(account.id),
      balances.cardOnFile(account.id),
    ]);
    return {
      ...guest,
      isLoggedIn: true,
      role: caller.role,
      roles: rolesOf(caller.role, user),
      adminUser: user.adminUser,
      isEmployee: user.isEmployee,
      brandingId: account.brandingId,
      brand: brands.brand(account.brandingId),
      accountId: account.id,
      accountBalance: balanceCents,
      paymentMethod: card && {
        cardToken: card.token,
        cardNumber: `•••• ${card.last4}`,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
      },
      creditLimit: account.creditLimitCents,
      userInfo: { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      accountInfo: {
        company: account.company,
        address: account.address,
        city: account.city,
        state: account.state,
        zip: account.zip,
        anniversaryDate: account.anniversaryDate,
        sellersAdmin: account.sellersAdmin ? 'Y' : 'N',
      },
      accounts: memberships.map(({ membership, account: other }) => ({
        accountId: other.id,
        nickname: membership.nickname,
        company: other.company,
        name: `${user.firstName} ${user.lastName}`.trim(),
        brandingId: other.brandingId,
        role: membership.role,
        currentAccount: other.id === account.id,
      })),
      pricing: await brands.pricing(account.brandingId, account.id),
    };
  };
}
