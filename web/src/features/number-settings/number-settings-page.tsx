import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { hasStatus } from '../../api/api-error.ts';
import { InlineError } from '../../ui/inline-error.tsx';
import { ForwardingSection } from './forwarding-section.tsx';
import { numberSettingsQuery, type WithRecentSignIn } from './number-settings-api.ts';
import { PortOutPinSection } from './port-out-pin-section.tsx';
import { PortOutRequestsSection } from './port-out-requests-section.tsx';
import { TransferLockSection } from './transfer-lock-section.tsx';

export const NUMBER_NOT_FOUND = 'Telephone number not found.';
const LOAD_FAILED = 'The number’s settings could not be loaded. Please try again.';

/** /account/numbers/:tn: one number's forwarding, port-out PIN, Transfer Lock and port-out requests. */
export function NumberSettingsPage({ withRecentSignIn }: { withRecentSignIn: WithRecentSignIn }) {
  const tn = useParams().tn ?? '';
  const settings = useQuery(numberSettingsQuery(tn));
  const data = settings.data;

  return (
    <section className="page">
      <p>
        <Link to="/account/numbers">← Back to your numbers</Link>
      </p>
      <h1>{data ? `${data.humanTn}${data.nickname ? ` (${data.nickname})` : ''}` : 'Number settings'}</h1>
      {settings.isPending && <p role="status">Loading the number’s settings…</p>}
      {hasStatus(settings.error, 404) ? (
        <p role="alert">{NUMBER_NOT_FOUND}</p>
      ) : (
        <InlineError error={settings.error} fallback={LOAD_FAILED} />
      )}
      {data && (
        <>
          <p>Plan: {data.plan.name}</p>
          <ForwardingSection tn={tn} settings={data} />
          <PortOutPinSection tn={tn} settings={data} withRecentSignIn={withRecentSignIn} />
          <TransferLockSection tn={tn} settings={data} withRecentSignIn={withRecentSignIn} />
          <PortOutRequestsSection requests={data.portOutRequests} />
        </>
      )}
    </section>
  );
}
