import { useQuery } from '@tanstack/react-query';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { BrokerListTab } from '../broker-list-tab.tsx';
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
  return (
    <BrokerListTab
      className="negotiations"
      title="Offers"
      toolbar={<TnFilterToolbar label="Filter offers" download={downloadNegotiationsCsv} />}
      list={negotiations}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Offers"
      loadingText="Loading offers…"
      emptyText="No offers to display."
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
      row={(negotiation) => (
        <NegotiationRow key={negotiation.uuid} negotiation={negotiation} now={new Date()} />
      )}
    />
  );
}
