import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '../../../../../src/shared/money.ts';
import { useProfile } from '../../../api/profile.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { SearchBar } from '../../../ui/search-bar/search-bar.tsx';
import type { SearchState } from '../../../ui/search-bar/search-bar-model.ts';
import { BrokerListTab } from '../broker-list-tab.tsx';
import { PAYOUT_DEFAULT_SORT, PAYOUT_SEARCH_FIELDS, payoutParamsOf } from './payout-search-fields.ts';
import { downloadPayoutsCsv, type Payout, payoutsQuery } from './payouts-api.ts';
import { formatDate } from './transaction-row.tsx';

/** Spec 3 section 9: ach = ACH, paypal = PayPal, account = Account, none = Manual. */
export function payoutTypeLabel(type: Payout['type']): string {
  switch (type) {
    case 'ach':
      return 'ACH';
    case 'paypal':
      return 'PayPal';
    case 'account':
      return 'Account';
    default:
      return 'Manual';
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The link from a payout to its transactions. */
const transactionsOfPayout = (payoutId: number) =>
  `/account/broker/earnings/transactions?payoutId=${payoutId}`;

/**
 * /account/broker/earnings/payouts (spec 3): the search bar (Payout ID, Amount in dollars, Payout Date) with
 * Download, the payouts newest first with their phone numbers behind a toggle, and paging. `?payoutId=` opens
 * it on one payout (a paid transaction links here). Employees also see the payout id (linking to the
 * payout's transactions) and the note (spec 3 section 6; the API sends the note to employees only).
 */
export function PayoutsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const payoutId = searchParams.get('payoutId') ?? '';
  const [searched, setSearched] = useState<Record<string, string>>(() =>
    payoutParamsOf({ chips: [], sort: PAYOUT_DEFAULT_SORT }),
  );
  const search = payoutId ? { payoutId, ...searched } : searched;
  const [pageWindow, setPageWindow] = usePageWindow();
  const payouts = useQuery(payoutsQuery(search, pageWindow));
  const isEmployee = useProfile().isEmployee === true;
  const dialogs = useDialogs();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  function runSearch(state: SearchState) {
    setSearched(payoutParamsOf(state));
    setPageWindow({ skip: 0, limit: pageWindow.limit });
  }

  function clearPayoutFilter() {
    setSearchParams((params) => {
      params.delete('payoutId');
      return params;
    });
    setPageWindow({ skip: 0, limit: pageWindow.limit });
  }

  function toggle(id: number) {
    const next = new Set(open);
    if (!next.delete(id)) next.add(id);
    setOpen(next);
  }

  return (
    <BrokerListTab
      className="payouts"
      title="Payouts"
      toolbar={
        <>
          <SearchBar
            label="Search payouts"
            fields={PAYOUT_SEARCH_FIELDS}
            defaultSort={PAYOUT_DEFAULT_SORT}
            onSearch={runSearch}
            onDownload={() =>
              downloadPayoutsCsv(search, new Date()).catch(() => dialogs.error('Download request failed'))
            }
          />
          {payoutId && (
            <p className="transactions__filter">
              Payout {payoutId}{' '}
              <button type="button" className="link-button" onClick={clearPayoutFilter}>
                Show all payouts
              </button>
            </p>
          )}
        </>
      }
      list={payouts}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Payouts"
      loadingText="Loading payouts…"
      emptyText="No payouts to display."
      head={
        <tr>
          <th scope="col">Payout Date</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Type</th>
          {isEmployee && <th scope="col">Payout ID</th>}
          {isEmployee && <th scope="col">Note</th>}
          <th scope="col">Phone Numbers</th>
        </tr>
      }
      row={(payout) => (
        <tr key={payout.payoutId}>
          <td>{formatDate(payout.createDate)}</td>
          <td>{formatCents(payout.amount)}</td>
          <td>{capitalised(payout.status)}</td>
          <td>{payoutTypeLabel(payout.type)}</td>
          {isEmployee && (
            <td>
              <Link
                to={transactionsOfPayout(payout.payoutId)}
                aria-label={`Transactions of payout ${payout.payoutId}`}
              >
                {payout.payoutId}
              </Link>
            </td>
          )}
          {isEmployee && <td>{payout.note ?? ''}</td>}
          <td className="payouts__tns">
            <PhoneNumbers
              payout={payout}
              open={open.has(payout.payoutId)}
              onToggle={() => toggle(payout.payoutId)}
            />
          </td>
        </tr>
      )}
    />
  );
}

/** The payout's phone numbers behind a toggle (a payout can pay hundreds of transactions). */
function PhoneNumbers({ payout, open, onToggle }: { payout: Payout; open: boolean; onToggle: () => void }) {
  const tns = payout.brokerageTransactions.map((transaction) => transaction.formattedTn);
  if (tns.length === 0) return <>—</>;
  const count = `${tns.length} phone number${tns.length === 1 ? '' : 's'}`;
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-label={`${open ? 'Hide' : 'Show'} the ${count} of payout ${payout.payoutId}`}
        onClick={onToggle}
      >
        {open ? `Hide ${count}` : `Show ${count}`}
      </button>
      {open && (
        <ul aria-label={`Phone numbers of payout ${payout.payoutId}`}>
          {tns.map((tn, index) => (
            // A payout can pay two transactions of one number (a licence's months).
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
            <li key={`${tn}-${index}`}>{tn}</li>
          ))}
        </ul>
      )}
    </>
  );
}
