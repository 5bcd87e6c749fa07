import { Link } from 'react-router';
import { ADMIN_SCREENS } from './admin-screens.ts';
import './admin.css';

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
            <p className="muted">{screen.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
