import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { spelledNumber } from '../../../shared/vanity-spelling-rules.ts';
import { SpellingListingGone, SpellingRequestNotFound } from '../domain/brokerage.errors.ts';
import type { SpellingRequest } from '../domain/spelling-request.ts';
import type { BrokerContacts } from '../ports/broker-mail.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { PublishedListings } from '../ports/published-listings.ts';
import type { SpellingRequestRepository } from '../ports/spelling-requests.ts';
import type { StaffAudit } from '../ports/staff-audit.ts';
import { formatTn, type SpellingRequestView, toSpellingRequestView } from './listing-view.ts';
import { syncCatalog } from './save-listing.ts';

export interface DecideSpellingDeps {
  spellings: SpellingRequestRepository;
  listings: ListingRepository;
  published: PublishedListings;
  /** A licensed-out number's sold catalog row is left alone (docs/adr/0058). */
  licensedOut?: (tn: string) => Promise<boolean>;
  contacts: BrokerContacts;
  mailer: Mailer;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  audit: StaffAudit;
}

function decisionMail(request: SpellingRequest) {
  const shown = spelledNumber(request.tn, request.spelling);
  if (request.status === 'approved')
    return {
      subject: `Your vanity spelling ${shown} was approved`,
      text:
        `Staff approved the spelling ${shown} for ${formatTn(request.tn)}. ` +
        'Search shows it whenever the number is listed.',
    };
  return {
    subject: `Your vanity spelling ${shown} was not approved`,
    text:
      `Staff did not approve the spelling ${shown} for ${formatTn(request.tn)}.` +
      (request.reason ? ` Reason: ${request.reason}` : '') +
      ' You can request another spelling on the Listings screen.',
  };
}

/**
 * PATCH /api/admin/spellings/{id}: staff approve (the listing takes the spelling and is re-published, so search
 * shows it) or reject a waiting spelling; the broker's admins are mailed in the same transaction (outbox).
 */
export function makeDecideSpellingRequest(deps: DecideSpellingDeps) {
  return function decideSpellingRequest(input: {
    id: number;
    status: 'approved' | 'rejected';
    reason?: string | undefined;
    staffUserId: number;
  }): Promise<SpellingRequestView> {
    return deps.tx(async () => {
      const now = deps.clock.now();
      const request = await deps.spellings.byIdForUpdate(input.id);
      if (!request) throw new SpellingRequestNotFound();
      const before = toSpellingRequestView(request);
      request.decide(input.status, input.staffUserId, now, input.reason);
      if (request.status === 'approved') {
        const listing = await deps.listings.ofBroker(request.brokerAccountId, request.tn, { lock: true });
        if (!listing) throw new SpellingListingGone();
        listing.spelling = request.spelling;
        listing.updateDate = now;
        await syncCatalog(deps, listing, now);
        await deps.listings.flush();
      }
      await deps.spellings.flush();
      const mail = decisionMail(request);
      for (const to of await deps.contacts.emailsOf(request.brokerAccountId))
        await deps.mailer.send({ to, ...mail, category: 'brokerage-spelling' });
      const after = toSpellingRequestView(request);
      await deps.audit.record({
        actorUserId: input.staffUserId,
        action: `spelling.${input.status === 'approved' ? 'approve' : 'reject'}`,
        subject: `spelling:${input.id}`,
        before,
        after,
      });
      return after;
    });
  };
}
