import { useId, useState } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router';
import { useProfile } from '../../api/profile.ts';
import { builtBrokerTabs, mayUseBrokerArea } from './broker-tabs.ts';
import { BrokerGuide } from './guide/broker-guide.tsx';
import './broker.css';

/**
 * /account/broker: the broker dashboard's tabs over the chosen tab's screen. Others go to
 * /account/sell-my-numbers (spec 3), where an account admin applies to sell.
 */
export function BrokerShell() {
  const profile = useProfile();
  const [helpOpen, setHelpOpen] = useState(false);
  const guideId = useId();
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

/** /account/broker itself, and paths of tabs not built yet: the first built tab. */
export function BrokerHome() {
  const [first] = builtBrokerTabs();
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
