import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { ACCOUNT_LIST_PAGE_SIZES } from '../../../../src/shared/paging.ts';
import { isAdmin, useProfile } from '../../api/profile.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../ui/paginator.tsx';
import { accountNumbersQuery, numbersCsvHref, type TelephoneNumber } from './account-numbers-api.ts';
import { ChangePlanDialog, planChoices } from './change-plan-dialog.tsx';
import { NicknameCell } from './nickname-cell.tsx';
import { BILLING_PERIODS, formatDay, STATUSES } from './number-format.ts';
import { NumberOptions } from './number-options.tsx';
import { SmsCell } from './sms-cell.tsx';
import './account-numbers.css';

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /account/numbers: the account's numbers (spec 1: the admins' account home; issue 12: users see the numbers
 * assigned to them), with search, paging, CSV download and one Options menu a row.
 */
export function AccountNumbersPage() {
  const profile = useProfile();
  const admin = isAdmin(profile) || profile.isEmployee;
  const [pageWindow, setPageWindow] = usePageWindow(ACCOUNT_LIST_PAGE_SIZES);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [changing, setChanging] = useState<TelephoneNumber | null>(null);
  const searchId = useId();
  const numbers = useQuery(accountNumbersQuery(pageWindow, q));
  const rows = numbers.data?.data ?? [];
  const total = numbers.data?.total ?? 0;
  useStepBackFromEmptyPage(pageWindow, setPageWindow, numbers.isSuccess && rows.length === 0);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() === q) return;
      setQ(typed.trim());
      setPageWindow({ skip: 0, limit: pageWindow.limit });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, pageWindow.limit, setPageWindow]);

  return (
    <section className="page">
      <h1>Numbers</h1>
      <div className="numbers-toolbar">
        <search className="numbers-toolbar__search">
          <label htmlFor={searchId}>Search numbers</label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            placeholder="Digits or nickname"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </search>
        {total > 0 && (
          <a className="button" href={numbersCsvHref(q)} download="numbers.csv">
            Download CSV
          </a>
        )}
      </div>
      {numbers.isPending && <p role="status">Loading your numbers…</p>}
      <InlineError error={numbers.error} fallback={LIST_LOAD_FAILED} />
      {numbers.isSuccess && total === 0 && <EmptyList searched={q !== ''} admin={admin} />}
      {rows.length > 0 && (
        <DataTable label="Your numbers" head={<NumbersHead />}>
          {rows.map((number) => (
            <tr key={number.tn}>
              <th scope="row">{number.humanTn}</th>
              <td>
                <NicknameCell number={number} />
              </td>
              <td>{number.plan.name}</td>
              <td>{formatCents(number.mrc)}</td>
              <td>{BILLING_PERIODS[number.billingPeriod]}</td>
              <td>{STATUSES[number.status]}</td>
              <td>{formatDay(number.anniversaryDate)}</td>
              <td>
                <SmsCell number={number} isAdmin={admin} />
              </td>
              <td>
                <NumberOptions number={number} isAdmin={admin} onChangePlan={() => setChanging(number)} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Numbers pages"
        sizes={ACCOUNT_LIST_PAGE_SIZES}
      />
      {changing && (
        <ChangePlanDialog
          number={changing}
          plans={planChoices(profile, changing)}
          onClose={() => setChanging(null)}
        />
      )}
    </section>
  );
}

function NumbersHead() {
  return (
    <tr>
      <th scope="col">Number</th>
      <th scope="col">Nickname</th>
      <th scope="col">Plan</th>
      <th scope="col">Monthly price</th>
      <th scope="col">Billing period</th>
      <th scope="col">Status</th>
      <th scope="col">Anniversary date</th>
      <th scope="col">SMS</th>
      <th scope="col">
        <span className="visually-hidden">Actions</span>
      </th>
    </tr>
  );
}

function EmptyList({ searched, admin }: { searched: boolean; admin: boolean }) {
  if (searched) return <p>No numbers match your search.</p>;
  if (!admin) return <p>No numbers are assigned to you yet. An admin of the account can assign them.</p>;
  return (
    <p>
      You have no numbers yet. <Link to="/search">Find a number</Link>
    </p>
  );
}
