import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { components } from '../../api/schema.d.ts';
import { ADMIN_SCREENS, type AdminScreen } from './admin-screens.ts';
import { staffSummaryQuery } from './staff-summary-api.ts';
import './admin.css';

type StaffSummary = components['schemas']['StaffSummary'];

/** A card's count of open work: '0 open leads' says plainly that nothing waits. */
function OpenWork({ count, summary }: { count: NonNullable<AdminScreen['count']>; summary: StaffSummary }) {
  const n = summary[count.queue];
  return (
    <p className={n > 0 ? 'admin-home__count admin-home__count--open' : 'admin-home__count'}>
      {n} {n === 1 ? count.one : count.many}
    </p>
  );
}

/** /admin: every staff screen, one card each, with the open work of the queues (GET /api/admin/summary). */
export function AdminHomePage() {
  const summary = useQuery(staffSummaryQuery());
  return (
    <section className="page">
      <h1>Admin</h1>
      {summary.isPending && <p role="status">Counting open work…</p>}
      {summary.isError && (
        <p role="alert">The counts of open work could not be loaded. The screens still work.</p>
      )}
      <ul className="card-grid admin-home" aria-label="Admin screens">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.label} className="card">
            <h2>{screen.to ? <Link to={screen.to}>{screen.label}</Link> : screen.label}</h2>
            {screen.count && summary.data && <OpenWork count={screen.count} summary={summary.data} />}
            <p className="muted">{screen.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
