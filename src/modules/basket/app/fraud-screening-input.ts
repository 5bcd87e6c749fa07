import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { BasketItem } from '../domain/basket-item.ts';
import type { ScreenedOrder } from '../ports/fraud-screening.ts';
import type { Buyer } from './checkout-buyer.ts';

/** The order in the fields spec 3's fraud rules read. */
export function screeningOf(
  buyer: Buyer,
  items: readonly BasketItem[],
  request: { ip: string; password: string },
): ScreenedOrder {
  const { contact } = buyer;
  return {
    fullName: `${contact.firstName} ${contact.lastName}`.trim(),
    firstName: contact.firstName,
    lastName: contact.lastName,
    company: contact.company,
    email: contact.email,
    ipAddress: request.ip,
    address: [contact.address, contact.city, contact.state, contact.zip].filter(Boolean).join(', '),
    password: request.password,
    country: contact.country,
    items: items.map((item) => ({
      vendor: item.vendor ?? '',
      license: item.isLicensed,
      priceCents: item.priceCents,
      country: (item.tn && PhoneNumber.tryParse(item.tn)?.country) || 'US',
    })),
  };
}
