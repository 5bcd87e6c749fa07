import { NavLink } from 'react-router';
import { ShellFrame } from './shell-frame.tsx';

/** Staff screens. */
export function AdminShell() {
  const menu = (
    <nav className="section-menu" aria-label="Admin">
      <ul>
        <li>
          <NavLink to="/admin/ui-component-tester">UI component tester</NavLink>
        </li>
      </ul>
    </nav>
  );
  return <ShellFrame menu={menu} />;
}
