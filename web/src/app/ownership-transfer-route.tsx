import { withRecentSignIn } from '../features/account/recent-sign-in.ts';
import { OwnershipTransferPage } from '../features/number-transfer/ownership-transfer-page.tsx';

/** The Ownership Transfer page with the profile's recent-sign-in prompt (features do not import each other). */
export function OwnershipTransferRoute() {
  return <OwnershipTransferPage confirmSignIn={withRecentSignIn} />;
}
