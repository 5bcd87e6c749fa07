import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_SCREENS } from './admin-screens.ts';
import { openLeadCountQuery } from './agent-leads/agent-leads-api.ts';
import './admin.css';

/** The Leads card's badge: how many leads wait for sales (nothing while loading or if the count failed). */
function OpenLeadCount() {
  const count = useQuery(openLeadCountQuery());
  if (count.data === undefined) return null;
  return (
    <span className="admin-home__count">{count.data === 1 ? '1 open lead' : `${count.data} open leads`}</span>
  );
}

/** /admin: the staff screens, one card each. */
export function AdminHomePage() {
  return (
    <section className="page">
      <h1>Admin</h1>
      <ul className="card-grid admin-home" aria-label="Admin screens">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.to} className="card">
            <h2>
              <Link to={screen.to}>{screen.label}</Link>
            </h2>
            {screen.to === '/admin/leads' && <OpenLeadCount />}
            <p className="muted">{screen.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
