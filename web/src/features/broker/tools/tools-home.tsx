import { Link } from 'react-router';
import { useProfile } from '../../../api/profile.ts';
import './tools.css';

interface ToolTile {
  title: string;
  text: string;
  to: string;
}

/** Spec 3's three promo tiles: Embedded Search, Affiliate Link (ADR 0065) and Reports. */
const TILES: readonly ToolTile[] = [
  {
    title: 'Embedded Search',
    text: 'Put our number search on your website and earn 20% on every sale made through it.',
    to: '/account/broker/tools/embedded-search',
  },
  {
    title: 'Affiliate Link',
    text: 'Share your link and earn 5% on the first purchase of every new customer you send us.',
    to: '/account/broker/tools/affiliate-link',
  },
  {
    title: 'Reports',
    text: 'Follow your bulk changes and CSV uploads, and download their reports.',
    to: '/account/broker/tools/jobs',
  },
];

/** Spec 3 section 6: admin users also get the Verify Listings and Carrier Credentials tools. */
const ADMIN_TOOLS = [
  { label: 'Verify Listings', to: '/account/broker/tools/listing-verification' },
  { label: 'Carrier Credentials', to: '/account/broker/tools/carrier-credentials' },
] as const;

/** /account/broker/tools with no tool chosen (spec 3 section 2). */
export function ToolsHome() {
  const profile = useProfile();
  return (
    <div className="broker-tools">
      <h2>Tools</h2>
      <ul className="broker-tools__tiles">
        {TILES.map((tile) => (
          <li key={tile.title} className="broker-tools__tile">
            <h3>
              <Link to={tile.to}>{tile.title}</Link>
            </h3>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
      {profile.adminUser && (
        <nav aria-label="Admin tools">
          <h3>Admin tools</h3>
          <ul>
            {ADMIN_TOOLS.map((tool) => (
              <li key={tool.to}>
                <Link to={tool.to}>{tool.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
