import type { BasketData } from './basket-data.ts';

/**
 * Who brought the buyer (spec 3 Embedded search and Affiliate link): a broker's search widget or a broker's
 * affiliate link, by the broker's public token. Checkout keeps it with the order so a sale completed later (a
 * held order) still pays the broker. Only the server writes it into the basket data (`widgetToken`,
 * `affiliateToken`): the basket contracts never accept those keys from a client.
 */
export interface Referral {
  kind: 'embedded' | 'affiliate';
  token: string;
  /** An embedded sale's customer as the Account Info step named them (spec 3's customerName and customerPhone). */
  customer?: { name: string; phone: string };
}

/** The basket's referral: a widget basket is the widget's even when the visitor also carries an affiliate cookie. */
export function referralOf(data: BasketData): Referral | null {
  if (typeof data.widgetToken === 'string' && data.widgetToken)
    return { kind: 'embedded', token: data.widgetToken, customer: customerOf(data) };
  if (typeof data.affiliateToken === 'string' && data.affiliateToken)
    return { kind: 'affiliate', token: data.affiliateToken };
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function customerOf(data: BasketData): { name: string; phone: string } {
  return {
    name: [text(data.firstName), text(data.lastName)].filter(Boolean).join(' '),
    phone: text(data.contact_number),
  };
}
