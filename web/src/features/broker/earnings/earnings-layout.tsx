import { Navigate, NavLink, Outlet } from 'react-router';
import './earnings.css';

/** Spec 3 section 2: the Earnings tab's children. */
export const EARNINGS_SUBTABS: readonly { label: string; path: string }[] = [
  { label: 'Transactions', path: 'transactions' },
  { label: 'Payouts', path: 'payouts' },
  { label: 'Manage ACH', path: 'manage-ach' },
];

/** /account/broker/earnings: the Transactions / Payouts / Manage ACH links over the chosen screen. */
export function EarningsLayout() {
  return (
    <div className="earnings">
      <nav className="earnings__tabs" aria-label="Earnings">
        <ul>
          {EARNINGS_SUBTABS.map((tab) => (
            <li key={tab.path}>
              <NavLink to={`/account/broker/earnings/${tab.path}`}>{tab.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

/** /account/broker/earnings itself: spec 3's default child, Transactions. */
export function EarningsHome() {
  return <Navigate to="/account/broker/earnings/transactions" replace />;
}
