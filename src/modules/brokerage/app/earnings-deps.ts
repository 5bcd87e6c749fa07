import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { License } from '../domain/license.ts';
import type { Listing } from '../domain/listing.ts';
import { ListingHistoryEntry } from '../domain/listing-history.ts';
import type { BrokerMailboxes } from '../ports/broker-mailboxes.ts';
import type { BrokerNumbers } from '../ports/broker-numbers.ts';
import type { BrokerageTransactionRepository, LicenseRepository } from '../ports/earnings-repository.ts';
import type { LicensedNumbers } from '../ports/licensed-numbers.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { PublishedListings } from '../ports/published-listings.ts';
import type { ResellerSettingsRepository } from '../ports/reseller-settings-repository.ts';
import { syncCatalog } from './save-listing.ts';

/** What sales, licences and their earnings need (docs/adr/0058). */
export interface EarningsDeps {
  listings: ListingRepository;
  published: PublishedListings;
  transactions: BrokerageTransactionRepository;
  licenses: LicenseRepository;
  numbers: BrokerNumbers;
  licensed: LicensedNumbers;
  mailboxes: BrokerMailboxes;
  mailer: Mailer;
  clock: Clock;
  /** A licensed-out number's catalog row stays sold (see syncCatalog). */
  licensedOut?: (tn: string) => Promise<boolean>;
  /** Brokers' reseller settings: whose affiliate link or widget brought an order (none: no referral earnings). */
  resellers?: ResellerSettingsRepository;
}

/**
 * A broker's listed number was sold (not licensed): an on-network number leaves the broker's account, and the
 * listing is deleted (history 'delete' keeps the record): the number is the buyer's now. Caller's transaction.
 */
export async function listingSold(
  deps: Pick<EarningsDeps, 'numbers' | 'listings'>,
  listing: Listing,
  now: Date,
): Promise<void> {
  if (listing.type === 'onnet') await deps.numbers.removeFromAccount(listing.brokerAccountId, listing.tn);
  await deps.listings.addHistory(
    new ListingHistoryEntry({
      tn: listing.tn,
      brokerAccountId: listing.brokerAccountId,
      date: now,
      op: 'delete',
      to: { ...listing.snapshot(), isListed: false },
    }),
  );
  await deps.listings.remove(listing);
}

export const humanTn = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;

/**
 * A licence ended: the number is on sale again under its broker (spec 3 Licensing terms: it "returns to the
 * licensor"). The catalog's sold row comes back; when the broker still lists the number it is re-published
 * with the listing's current terms (or withdrawn when the listing is not shown). Caller's transaction.
 */
export async function backOnSale(deps: EarningsDeps, license: License, now: Date): Promise<void> {
  await deps.licensed.returnToSale(license.tn);
  const listing = await deps.listings.ofBroker(license.brokerAccountId, license.tn);
  if (listing) await syncCatalog(deps, listing, now);
}

/** Mails every admin of the broker's account (the mail outbox: sent once the transaction commits). */
export async function mailBroker(
  deps: Pick<EarningsDeps, 'mailboxes' | 'mailer'>,
  brokerAccountId: number,
  mail: { subject: string; text: string },
): Promise<void> {
  for (const to of await deps.mailboxes.adminEmails(brokerAccountId))
    await deps.mailer.send({ to, ...mail, category: 'brokerage-sale' });
}
