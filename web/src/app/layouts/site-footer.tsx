import { Link } from 'react-router';
import { useProfile } from '../../api/profile.ts';

export function SiteFooter() {
  const { brand } = useProfile();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Site">
          <ul className="site-footer__links">
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/lnp">Transfer Your Number</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copyright">
          © {new Date().getFullYear()} {brand.name}
        </p>
      </div>
    </footer>
  );
}
