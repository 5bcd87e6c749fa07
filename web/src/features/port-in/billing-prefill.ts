import { type CarrierBillingValues, EMPTY_CARRIER_BILLING } from '../../../../src/shared/port-in-rules.ts';
import { isAdmin, type Profile } from '../../api/profile.ts';

/**
 * Spec 2, section 6: admins get company and address pre-filled in the billing modal, from their account's
 * profile (the service address is the account's address, city, state and postal code). Others start empty.
 */
export function carrierBillingPrefill(profile: Profile): CarrierBillingValues {
  const account = profile.accountInfo;
  if (!isAdmin(profile) || !account) return { ...EMPTY_CARRIER_BILLING };
  const company = account.company.trim();
  return {
    ...EMPTY_CARRIER_BILLING,
    business: company !== '',
    company,
    address: account.address,
    city: account.city,
    state: account.state,
    zip: account.zip,
  };
}
