import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatListingDollars } from '../../../../../src/shared/broker-listing-rules.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { listingInfoQuery } from './listings-api.ts';

/** Spec 3 section 4: after a save, an open info view reloads 2 s later. */
export const INFO_RELOAD_MS = 2000;

const money = (cents: number | null) => (cents === null ? '—' : `$${formatListingDollars(cents)}`);
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export interface ListingInfoProps {
  tn: string;
  name: string;
  /** Bumped after each save run: the view reloads 2 s later. */
  savedAt: number;
}

/** A listing's info view: its history, the offers on it and its spelling requests (GET .../{tn}/info). */
export function ListingInfo({ tn, name, savedAt }: ListingInfoProps) {
  const info = useQuery(listingInfoQuery(tn));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (savedAt === 0) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: listingInfoQuery(tn).queryKey }),
      INFO_RELOAD_MS,
    );
    return () => clearTimeout(timer);
  }, [savedAt, tn, queryClient]);

  if (info.isPending) return <p role="status">Loading…</p>;
  if (info.isError) return <InlineError error={info.error} fallback={LIST_LOAD_FAILED} />;
  const { history, negotiations, spellings } = info.data;
  return (
    <section className="listing-info" aria-label={`Info for ${name}`}>
      <h3>History</h3>
      {history.length === 0 ? (
        <p>No history yet.</p>
      ) : (
        <ul>
          {history.map((entry) => (
            <li key={`${entry.date}-${entry.op}`}>
              {day(entry.date)}: {entry.op}
              {entry.brokerageJobId !== null && ` (job ${entry.brokerageJobId})`} — listed{' '}
              {entry.to.isListed ? 'yes' : 'no'}, price {money(entry.to.price)}, min offer{' '}
              {money(entry.to.floorPrice)}, licence {money(entry.to.licenseOneTimeFee)} +{' '}
              {money(entry.to.licenseMonthlyFee)}/month (+{entry.to.licenseAnnualIncrease}%/year), Pig Pick{' '}
              {entry.to.pigPickPercentage}%
            </li>
          ))}
        </ul>
      )}
      <h3>Offers</h3>
      {negotiations.length === 0 ? (
        <p>No offers on this number.</p>
      ) : (
        <ul>
          {negotiations.map((offer) => (
            <li key={offer.uuid}>
              {money(offer.offer)} — {offer.status}, expires {day(offer.expirationDate)}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`/account/broker/negotiations?tn=${encodeURIComponent(tn)}`}>
          Manage the offers on {name}
        </Link>
      </p>
      <h3>Spellings</h3>
      {spellings.length === 0 ? (
        <p>No spelling requests.</p>
      ) : (
        <ul>
          {spellings.map((spelling) => (
            <li key={spelling.spellingRequestId}>
              {spelling.spelling.toUpperCase()} — {spelling.status}, requested {day(spelling.createDate)}
              {spelling.reason && ` (${spelling.reason})`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
