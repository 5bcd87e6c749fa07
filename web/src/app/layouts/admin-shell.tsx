import { NavLink } from 'react-router';
import { ADMIN_MENU } from '../../features/admin/admin-screens.ts';
import { ShellFrame } from './shell-frame.tsx';

/** Staff screens, with the admin menu. */
export function AdminShell() {
  const menu = (
    <nav className="section-menu" aria-label="Admin">
      <ul>
        <li>
          <NavLink to="/admin" end>
            Admin home
          </NavLink>
        </li>
        {ADMIN_MENU.map((screen) => (
          <li key={screen.to}>
            <NavLink to={screen.to}>{screen.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  return <ShellFrame menu={menu} />;
}
