import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import { NegotiationRow } from './negotiation-row.tsx';
import { downloadNegotiationsCsv, negotiationsQuery } from './negotiations-api.ts';

/** What a person types in the filter (any NANP form) as the API's E.164 number; other text as typed. */
const tnFilterOf = (text: string) => PhoneNumber.tryParse(text.trim())?.toString() ?? text.trim();

/**
 * /account/broker/negotiations, the Offers tab (spec 3): offers on the seller's numbers, newest expiry first,
 * with Accept, Counter Offer and Decline on open ones, a `?tn=` filter and a CSV download.
 */
export function NegotiationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tn = searchParams.get('tn') ?? '';
  const [typed, setTyped] = useState(tn);
  const [pageWindow, setPageWindow] = usePageWindow();
  const negotiations = useQuery(negotiationsQuery(pageWindow, tnFilterOf(tn)));
  const dialogs = useDialogs();
  const rows = negotiations.data?.data ?? [];
  const total = negotiations.data?.total ?? 0;

  useStepBackFromEmptyPage(pageWindow, setPageWindow, negotiations.isSuccess && rows.length === 0);

  function filter(event: FormEvent) {
    event.preventDefault();
    setSearchParams(typed.trim() ? { tn: typed.trim() } : {});
  }

  function download() {
    downloadNegotiationsCsv(tnFilterOf(tn), new Date()).catch(() => dialogs.error('Download request failed'));
  }

  return (
    <div className="negotiations">
      <h2>Offers</h2>
      <div className="negotiations__toolbar">
        <form className="negotiations__filter" aria-label="Filter offers" onSubmit={filter}>
          <label>
            Phone number{' '}
            <input
              type="search"
              inputMode="tel"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>{' '}
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <button type="button" className="button" onClick={download}>
          Download
        </button>
      </div>
      {negotiations.isPending && <p role="status">Loading offers…</p>}
      <InlineError error={negotiations.error} fallback={LIST_LOAD_FAILED} />
      {negotiations.isSuccess && rows.length === 0 && <p>No offers to display.</p>}
      {rows.length > 0 && (
        <DataTable
          label="Offers"
          head={
            <tr>
              <th scope="col">Phone Number</th>
              <th scope="col">List Price</th>
              <th scope="col">Offer</th>
              <th scope="col">Min Offer</th>
              <th scope="col">Actions / Status</th>
              <th scope="col">Expiration Date</th>
            </tr>
          }
        >
          {rows.map((negotiation) => (
            <NegotiationRow key={negotiation.uuid} negotiation={negotiation} now={new Date()} />
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Offers pages"
      />
    </div>
  );
}
