import { Link } from 'react-router';
import { ADMIN_MENU } from './admin-screens.ts';
import './admin.css';

/**
 * /admin/resources: where the themes screen's Back link goes (spec 3). The staff's reference: the API
 * documentation, the public pages the staff screens change, and every staff screen.
 */
export function AdminResourcesPage() {
  return (
    <section className="page">
      <p>
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>Resources</h1>
      <h2>API</h2>
      <ul>
        <li>
          <a href="/api/docs">API reference</a>: every route with its request, answer and examples.
        </li>
        <li>
          <a href="/api/openapi.json">OpenAPI document</a>: the same, as JSON for tools.
        </li>
      </ul>
      <h2>Public pages</h2>
      <ul>
        <li>
          <Link to="/search">Search</Link>: shows the current theme and its patterns.
        </li>
        <li>
          <Link to="/lnp">Number porting</Link>: where customers start a port-in.
        </li>
        <li>
          <Link to="/terms">Terms</Link> and <Link to="/privacy">Privacy</Link>.
        </li>
      </ul>
      <h2>Staff screens</h2>
      <ul aria-label="Staff screens">
        {ADMIN_MENU.filter((screen) => screen.to !== '/admin/resources').map((screen) => (
          <li key={screen.to}>
            <Link to={screen.to}>{screen.label}</Link>: {screen.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
