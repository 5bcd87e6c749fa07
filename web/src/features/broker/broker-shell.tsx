import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useProfile } from '../../api/profile.ts';
import { brokerAccessOf, redirectForTab, visibleBrokerTabs } from './broker-tabs.ts';
import './broker.css';

/**
 * /account/broker: the broker dashboard's tabs over the chosen tab's screen. Brokers see every built tab,
 * staff who are not brokers the Offers tab only; others go to /account/sell-my-numbers (spec 3), where an
 * account admin applies to sell.
 */
export function BrokerShell() {
  const profile = useProfile();
  const location = useLocation();
  const access = brokerAccessOf(profile);
  if (access === 'none') return <Navigate to="/account/sell-my-numbers" replace />;
  const elsewhere = redirectForTab(location.pathname, access);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return (
    <section className="page broker">
      <h1>{access === 'broker' ? 'Broker dashboard' : 'House offers'}</h1>
      <nav className="broker__tabs" aria-label="Broker">
        <ul>
          {visibleBrokerTabs(access).map((tab) => (
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

/** /account/broker itself, and paths of tabs not built yet: the viewer's first tab. */
export function BrokerHome() {
  const [first] = visibleBrokerTabs(brokerAccessOf(useProfile()));
  return <Navigate to={`/account/broker/${first?.path ?? 'negotiations'}`} replace />;
}
