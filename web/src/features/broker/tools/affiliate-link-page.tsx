import { affiliateLink } from '../../../../../src/shared/reseller-settings-rules.ts';
import { ResellerTokenPanel } from './reseller-token-panel.tsx';
import { useResellerSettings } from './use-reseller-settings.ts';
import './broker-tools.css';

/**
 * /account/broker/tools/affiliate-link (spec 3 Tools, ADR 0065): the broker's link, `/?aff={linkToken}` on this
 * site, with Copy; unavailable until generated.
 */
export function AffiliateLinkPage() {
  const settings = useResellerSettings();
  return (
    <div className="broker-tool">
      <h2>Affiliate Link</h2>
      <p>
        Share your link. When someone who follows it opens a new account within 30 days and buys, you earn a
        one-time 5% commission on their first order. Existing customers and your own purchases do not count.
      </p>
      {settings.isPending && <p role="status">Loading…</p>}
      {settings.data && (
        <ResellerTokenPanel
          kind="linkToken"
          settings={settings.data}
          shown={(token) => affiliateLink(window.location.origin, token)}
          copyLabel="Your affiliate link"
          generateLabel="Generate my link"
          unavailable="Your affiliate link is unavailable until you generate it."
        />
      )}
    </div>
  );
}
