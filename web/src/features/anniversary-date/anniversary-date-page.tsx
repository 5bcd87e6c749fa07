import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { anniversaryPreviewQuery, useChangeAnniversaryDateMutation } from './anniversary-date-api.ts';

/** Spec 2's success text. */
export const ANNIVERSARY_CHANGED = 'Anniversary Date Changed.';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '2027-02-22' as 'Feb 22, 2027' (a calendar day, shown in UTC so no time zone moves it). */
function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** /account/anniversary-date (spec 2): what moving the billing day costs, line by line, then the change. */
export function AnniversaryDatePage() {
  const [date, setDate] = useState('');
  const wanted = DATE.test(date) ? date : null;
  const preview = useQuery(anniversaryPreviewQuery(wanted));
  const change = useChangeAnniversaryDateMutation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const dateId = useId();
  const hintId = useId();
  const lines = preview.data?.lines ?? [];

  async function submit() {
    if (!wanted) return;
    await change.mutateAsync(wanted);
    toasts.show({ message: ANNIVERSARY_CHANGED, kind: 'success' });
    navigate('/account/billing');
  }

  return (
    <section className="page">
      <h1>Change Anniversary Date</h1>
      <p>
        Your numbers and users renew on the same day each month. Moving that day charges each of them for the
        days between their current and their new date.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={dateId}>
            New anniversary date
          </label>
          <input
            id={dateId}
            className="field__input"
            type="date"
            value={date}
            aria-describedby={hintId}
            onChange={(event) => setDate(event.target.value)}
          />
          <p id={hintId} className="field__hint">
            Only the day of the month counts; the 29th, 30th and 31st become the 28th.
          </p>
        </div>
        {preview.isPending && <p role="status">Loading your numbers and users…</p>}
        <InlineError error={preview.error} fallback={LIST_LOAD_FAILED} />
        {preview.isSuccess && lines.length === 0 && <p>You have no numbers or users to bill.</p>}
        {lines.length > 0 && (
          <DataTable
            label="Anniversary dates"
            head={
              <tr>
                <th scope="col">Number or user</th>
                <th scope="col">Anniversary date</th>
                <th scope="col">New date</th>
                <th scope="col">Monthly charge</th>
                <th scope="col">Prorated charge</th>
              </tr>
            }
          >
            {lines.map((line) => (
              <tr key={`${line.kind}-${line.tn ?? line.userId}`}>
                <th scope="row">{line.label}</th>
                <td>{formatDay(line.currentDate)}</td>
                <td>{formatDay(line.newDate)}</td>
                <td>{formatCents(line.monthlyCharge)}</td>
                <td>{formatCents(line.proratedCharge)}</td>
              </tr>
            ))}
          </DataTable>
        )}
        {preview.data && (
          <p>
            Total due now: <strong>{formatCents(preview.data.total)}</strong>
          </p>
        )}
        <InlineError error={change.error} fallback="The anniversary date could not be changed." />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={!wanted || change.isPending}>
            {change.isPending ? 'Submitting…' : 'Submit'}
          </button>
        </div>
      </form>
    </section>
  );
}
