import type { CardSummary } from '../../../shared/card-brands.ts';

/**
 * The account's card on file (spec 2 "Payment method"): the provider's ids and what the page shows (brand,
 * last four, expiry). The number itself never reaches us.
 */
export class SavedCard {
  accountId: number;
  paymentMethodId: string;
  customerId: string | null;
  brand: CardSummary['brand'];
  last4: string;
  expMonth: number;
  expYear: number;
  updatedAt: Date;

  constructor(input: {
    accountId: number;
    paymentMethodId: string;
    customerId: string | null;
    card: CardSummary;
    now: Date;
  }) {
    this.accountId = input.accountId;
    this.paymentMethodId = input.paymentMethodId;
    this.customerId = input.customerId;
    this.brand = input.card.brand;
    this.last4 = input.card.last4;
    this.expMonth = input.card.expMonth;
    this.expYear = input.card.expYear;
    this.updatedAt = input.now;
  }
}
