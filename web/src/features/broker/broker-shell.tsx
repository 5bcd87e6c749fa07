import { Navigate, NavLink, Outlet } from 'react-router';
import { useProfile } from '../../api/profile.ts';
import { builtBrokerTabs, mayUseBrokerArea } from './broker-tabs.ts';
import './broker.css';

/**
 * /account/broker: the broker dashboard's tabs over the chosen tab's screen. Others go to
 * /account/sell-my-numbers (spec 3), where an account admin applies to sell.
 */
export function BrokerShell() {
  const profile = useProfile();
  if (!mayUseBrokerArea(profile)) return <Navigate to="/account/sell-my-numbers" replace />;
  return (
    <section className="page broker">
      <h1>Broker dashboard</h1>
      <nav className="broker__tabs" aria-label="Broker">
        <ul>
          {builtBrokerTabs().map((tab) => (
            <li key={tab.path}>
              <NavLink to={`/account/broker/${tab.path}`}>{tab.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}

/** /account/broker itself, and paths of tabs not built yet: the first built tab. */
export function BrokerHome() {
  const [first] = builtBrokerTabs();
  return <Navigate to={`/account/broker/${first?.path ?? 'negotiations'}`} replace />;
}
