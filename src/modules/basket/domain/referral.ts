import { AFFILIATE_WINDOW_DAYS } from '../../../shared/reseller-settings-rules.ts';
import type { BasketData } from './basket-data.ts';

/**
 * Who brought the buyer (spec 3 Embedded search and Affiliate link): a broker's search widget or a broker's
 * affiliate link, by the broker's public token. Checkout keeps it with the order so a sale completed later (a
 * held order) still pays the broker. Only the server writes it into the basket data (`widgetToken`,
 * `affiliateToken` with `affiliateSince`): the basket contracts never accept those keys from a client.
 */
export interface Referral {
  kind: 'embedded' | 'affiliate';
  token: string;
  /** An embedded sale's customer as the Account Info step named them (spec 3's customerName and customerPhone). */
  customer?: { name: string; phone: string };
}

/** The visitor's affiliate cookie (`/?aff={linkToken}`): whose link, and when it was followed. */
export interface AffiliateVisit {
  token: string;
  since: Date;
}

const WINDOW_MS = AFFILIATE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The basket data keys the server writes for an affiliate visit (basket creation and checkout). */
export function affiliateData(visit: AffiliateVisit): BasketData {
  return { affiliateToken: visit.token, affiliateSince: visit.since.toISOString() };
}

/**
 * Spec 3: a sale within 30 days of following the link (ADR 0065). Decided at `now`, the moment the order is
 * placed; an affiliate token with no time (written before the window was kept) counts.
 */
function withinAffiliateWindow(data: BasketData, now: Date | undefined): boolean {
  if (!now || typeof data.affiliateSince !== 'string') return true;
  const since = Date.parse(data.affiliateSince);
  return Number.isFinite(since) && now.getTime() - since < WINDOW_MS;
}

/**
 * The basket's referral: a widget basket is the widget's even when the visitor also carries an affiliate cookie.
 * With `now`, an affiliate visit older than the window is no referral.
 */
export function referralOf(data: BasketData, now?: Date): Referral | null {
  if (typeof data.widgetToken === 'string' && data.widgetToken)
    return { kind: 'embedded', token: data.widgetToken, customer: customerOf(data) };
  if (typeof data.affiliateToken === 'string' && data.affiliateToken && withinAffiliateWindow(data, now))
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
