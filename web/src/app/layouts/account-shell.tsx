import { NavLink, useLocation } from 'react-router';
import { ShellFrame } from './shell-frame.tsx';

/** Spec 1, route table: the footer is hidden on the dialer. */
const PATHS_WITHOUT_FOOTER = new Set(['/account/dialer']);

/** The signed-in account area. The full account menu (switch account, billing...) comes with its screens. */
export function AccountShell() {
  const { pathname } = useLocation();
  const menu = (
    <nav className="section-menu" aria-label="Account">
      <ul>
        <li>
          <NavLink to="/account/profile">Profile</NavLink>
        </li>
      </ul>
    </nav>
  );
  return <ShellFrame menu={menu} showFooter={!PATHS_WITHOUT_FOOTER.has(pathname.replace(/\/+$/, ''))} />;
}
