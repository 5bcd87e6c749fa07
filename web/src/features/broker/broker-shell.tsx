import { useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useProfile } from '../../api/profile.ts';
import { brokerAccessOf, redirectForTab, visibleBrokerTabs } from './broker-tabs.ts';
import { BrokerGuide } from './guide/broker-guide.tsx';
import './broker.css';

/**
 * /account/broker: the broker dashboard's tabs over the chosen tab's screen, and the Help tab's guide. Brokers
 * see every built tab, staff who are not brokers the Offers tab only; others go to /account/sell-my-numbers
 * (spec 3), where an account admin applies to sell.
 */
export function BrokerShell() {
  const profile = useProfile();
  const location = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  const guideId = useId();
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
          <li>
            <HelpTab open={helpOpen} guideId={guideId} onToggle={() => setHelpOpen(!helpOpen)} />
          </li>
        </ul>
      </nav>
      <div className={helpOpen ? 'broker__body broker__body--help' : 'broker__body'}>
        <div className="broker__screen">
          <Outlet />
        </div>
        {helpOpen && <BrokerGuide id={guideId} onClose={() => setHelpOpen(false)} />}
      </div>
    </section>
  );
}

/** /account/broker itself, and paths of tabs not built yet: the viewer's first tab. */
export function BrokerHome() {
  const [first] = visibleBrokerTabs(brokerAccessOf(useProfile()));
  return <Navigate to={`/account/broker/${first?.path ?? 'negotiations'}`} replace />;
}

/** Spec 3: the Help tab toggles the guide's side panel (a button among the tab links). */
function HelpTab({ open, guideId, onToggle }: { open: boolean; guideId: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="broker__help-tab"
      aria-expanded={open}
      aria-controls={open ? guideId : undefined}
      onClick={onToggle}
    >
      Help
    </button>
  );
}
