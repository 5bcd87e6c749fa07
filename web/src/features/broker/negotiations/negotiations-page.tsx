import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import { TnFilterToolbar, useTnFilter } from '../tn-filter-toolbar.tsx';
import { NegotiationRow } from './negotiation-row.tsx';
import { downloadNegotiationsCsv, negotiationsQuery } from './negotiations-api.ts';

/**
 * /account/broker/negotiations, the Offers tab (spec 3): offers on the seller's numbers, newest expiry first,
 * with Accept, Counter Offer and Decline on open ones, a `?tn=` filter and a CSV download.
 */
export function NegotiationsPage() {
  const tn = useTnFilter();
  const [pageWindow, setPageWindow] = usePageWindow();
  const negotiations = useQuery(negotiationsQuery(pageWindow, tn));
  const rows = negotiations.data?.data ?? [];
  const total = negotiations.data?.total ?? 0;

  useStepBackFromEmptyPage(pageWindow, setPageWindow, negotiations.isSuccess && rows.length === 0);

  return (
    <div className="negotiations">
      <h2>Offers</h2>
      <TnFilterToolbar label="Filter offers" download={downloadNegotiationsCsv} />
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
