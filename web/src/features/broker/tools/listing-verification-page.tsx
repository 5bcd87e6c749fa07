import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import { listingVerificationsQuery, type VerificationFilter } from './broker-tools-api.ts';
import { useVerifyListing } from './use-verify-listing.ts';
import './broker-tools.css';

const VERIFY_BUTTONS = [
  { method: 'sms', label: 'Verify by SMS' },
  { method: 'call', label: 'Verify by Phone' },
] as const;

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : 'Never verified';

/**
 * /account/broker/tools/listing-verification, Verify Listings (spec 3): the broker's off-network listings never
 * verified or whose verification ends within 3 days, with Verify by SMS and Verify by Phone.
 */
export function ListingVerificationPage() {
  const [typedTn, setTypedTn] = useState('');
  const [typedListed, setTypedListed] = useState<VerificationFilter['isListed']>('');
  const [filter, setFilter] = useState<VerificationFilter>({ tn: '', isListed: '' });
  const [pageWindow, setPageWindow] = usePageWindow();
  const listings = useQuery(listingVerificationsQuery(pageWindow, filter));
  const { verify, busyTn } = useVerifyListing();
  const rows = listings.data?.data ?? [];

  useStepBackFromEmptyPage(pageWindow, setPageWindow, listings.isSuccess && rows.length === 0);

  function search(event: FormEvent) {
    event.preventDefault();
    setFilter({ tn: typedTn.replace(/\D/g, ''), isListed: typedListed });
  }

  return (
    <div className="broker-tool">
      <h2>Verify Listings</h2>
      <p>
        Off-network numbers show in search only while verified. Verify each number by a code sent to it by
        text message or phone call.
      </p>
      <form className="broker-tool__filter" aria-label="Search listings to verify" onSubmit={search}>
        <label>
          Phone number{' '}
          <input
            type="search"
            inputMode="tel"
            value={typedTn}
            onChange={(event) => setTypedTn(event.target.value)}
          />
        </label>
        <label>
          Listed{' '}
          <select
            value={typedListed}
            onChange={(event) => setTypedListed(event.target.value as VerificationFilter['isListed'])}
          >
            <option value="">All</option>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        </label>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {listings.isPending && <p role="status">Loading listings…</p>}
      <InlineError error={listings.error} fallback={LIST_LOAD_FAILED} />
      {listings.isSuccess && rows.length === 0 && <p>No listings need verification.</p>}
      {rows.length > 0 && (
        <DataTable
          label="Listings to verify"
          head={
            <tr>
              <th scope="col">Phone Number</th>
              <th scope="col">Listed</th>
              <th scope="col">Verified Until</th>
              <th scope="col">Verify</th>
            </tr>
          }
        >
          {rows.map((row) => {
            const number = row.formattedTn || (PhoneNumber.tryParse(row.tn)?.format() ?? row.tn);
            return (
              <tr key={row.tn}>
                <td>{number}</td>
                <td>{row.isListed ? 'Yes' : 'No'}</td>
                <td>{formatDate(row.verifiedUntilDate)}</td>
                <td>
                  <div className="data-table__actions">
                    {VERIFY_BUTTONS.map(({ method, label }) => (
                      <button
                        key={method}
                        type="button"
                        className="button"
                        aria-label={label.replace('Verify', `Verify ${number}`)}
                        disabled={busyTn !== null}
                        onClick={() => void verify(row.tn, method, number)}
                      >
                        {label}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <Paginator
        total={listings.data?.total ?? 0}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Listings to verify pages"
      />
    </div>
  );
}
