import { accountPasswordProblem, accountStepProblems } from '../../../shared/account-form.ts';
import { ConflictError } from '../../../shared/domain-error.ts';
import type { Basket } from '../domain/basket.ts';
import type { BasketItem } from '../domain/basket-item.ts';
import { ContactMissing, OnlyAdminsCheckOut, PasswordRequired } from '../domain/checkout.errors.ts';
import type { AccountHolder, ContactDetails, CustomerAccounts } from '../ports/customer-accounts.ts';

/** Who is checking out, as the checkout's rules care (the HTTP caller, brand and role). */
export interface CheckoutCaller {
  brandingId: number;
  /** Null for guests. */
  accountId: number | null;
  userId: number | null;
  role: 'admin' | 'user' | null;
  isEmployee: boolean;
}

/** The contact an order is screened, mailed and (for a guest) opened with. */
export interface BuyerContact extends ContactDetails {
  country: string;
}

export type Buyer =
  | { kind: 'guest'; contact: BuyerContact; password: string }
  | { kind: 'member'; contact: BuyerContact; accountId: number; userId: number; holder: AccountHolder };

export class EmailInUse extends ConflictError {
  constructor() {
    super('checkout.email_in_use', 'Email is already in use.', {
      errors: { email: 'Email is already in use.' },
    });
  }
}

const contactDetails = ({
  anniversaryDate: _a,
  creditLimitCents: _c,
  ...details
}: AccountHolder): ContactDetails => details;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The Account Info step's fields kept on the basket (spec 2 section 3, basket data). */
function contactFromBasket(basket: Basket): BuyerContact {
  const data = basket.data;
  return {
    email: text(data.email).toLowerCase(),
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    company: text(data.company),
    address: text(data.address),
    city: text(data.city),
    state: text(data.state),
    zip: text(data.zip),
    country: text(data.country) || 'US',
  };
}

/**
 * A guest needs the Account Info step complete on the basket (spec 2 section 5, the shared account-form rules)
 * and a password for the account checkout creates (the email must be free); a signed-in caller checks out
 * into their account, and only as its admin (spec 2 section 6). A licensed number needs the four agreements.
 */
export async function resolveBuyer(
  customers: CustomerAccounts,
  basket: Basket,
  items: readonly BasketItem[],
  caller: CheckoutCaller,
  password: string | undefined,
): Promise<Buyer> {
  const isGuest = caller.accountId === null || caller.userId === null;
  if (!isGuest && caller.role !== 'admin') throw new OnlyAdminsCheckOut();
  const problems = accountStepProblems(basket.data, {
    isGuest,
    containsLicensedTns: items.some((item) => item.isLicensed),
  });
  if (Object.keys(problems).length > 0) throw new ContactMissing(problems as Record<string, string>);
  if (caller.accountId !== null && caller.userId !== null) {
    const holder = await customers.holder({ userId: caller.userId, accountId: caller.accountId });
    if (!holder) throw new OnlyAdminsCheckOut();
    return {
      kind: 'member',
      accountId: caller.accountId,
      userId: caller.userId,
      holder,
      contact: { ...contactDetails(holder), country: contactFromBasket(basket).country },
    };
  }
  const contact = contactFromBasket(basket);
  if (!password) throw new PasswordRequired();
  const problem = accountPasswordProblem(password);
  if (problem) throw new PasswordRequired(problem);
  if (await customers.isEmailInUse(contact.email)) throw new EmailInUse();
  return { kind: 'guest', contact, password };
}
