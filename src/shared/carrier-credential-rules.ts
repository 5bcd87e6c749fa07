/**
 * Carrier API credentials a broker stores for their off-network numbers (spec 3 sections 3 and 5,
 * docs/adr/0059): the form's rules and messages, checked the same way by the server.
 */

export const CARRIER_VENDORS = ['bwc', 'peerless'] as const;
export type CarrierVendor = (typeof CARRIER_VENDORS)[number];

export const CARRIER_VENDOR_LABELS: Record<CarrierVendor, string> = {
  bwc: 'Bandwidth',
  peerless: 'Peerless Network',
};

export const CARRIER_AUTH_TYPES = ['basicAuth', 'bearerToken'] as const;
export type CarrierAuthType = (typeof CARRIER_AUTH_TYPES)[number];

export const CARRIER_AUTH_TYPE_LABELS: Record<CarrierAuthType, string> = {
  basicAuth: 'Basic Auth',
  bearerToken: 'Bearer Token',
};

/** The spec's texts; an unknown carrier says 'Please choose an Auth Type' too (spec 3 §5, as written). */
export const CARRIER_CREDENTIAL_MESSAGES = {
  vendor: 'Please choose an Auth Type',
  authType: 'Please choose an Auth Type',
  dataRequired: 'Auth/Token field is required',
  basicAuth: 'Auth/Token was invalid. Enter the auth in username:password format.',
  bearerToken: 'Invalid Bearer Token',
  vendorAccountId: 'Carrier Account ID is too long.',
  description: 'Description is too long.',
  empty: 'No Credentials to display.',
} as const;

export const MAX_VENDOR_ACCOUNT_ID_LENGTH = 64;
export const MAX_CREDENTIAL_DESCRIPTION_LENGTH = 255;
/** GET /api/brokerage/carrierCredentials answers at most this many (spec 3 §9). */
export const MAX_CARRIER_CREDENTIALS = 1000;

const BASIC_AUTH = /^[A-Za-z0-9@\-_.]{4,36}:[A-Za-z0-9!$?@\-_.]{8,36}$/;
const BEARER_TOKEN = /^[A-Za-z0-9\-_.]{8,36}$/;

export interface CarrierCredentialInput {
  vendor: string;
  authType: string;
  data: string;
  vendorAccountId?: string | null;
  description?: string | null;
}

/** Field -> message for everything wrong with the form (empty when it may be saved). `data` is not trimmed. */
export function carrierCredentialErrors(input: CarrierCredentialInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(CARRIER_VENDORS as readonly string[]).includes(input.vendor))
    errors.vendor = CARRIER_CREDENTIAL_MESSAGES.vendor;
  const authType = input.authType as CarrierAuthType;
  if (!(CARRIER_AUTH_TYPES as readonly string[]).includes(authType))
    errors.authType = CARRIER_CREDENTIAL_MESSAGES.authType;
  if (input.data === '') errors.data = CARRIER_CREDENTIAL_MESSAGES.dataRequired;
  else if (authType === 'basicAuth' && !BASIC_AUTH.test(input.data))
    errors.data = CARRIER_CREDENTIAL_MESSAGES.basicAuth;
  else if (authType === 'bearerToken' && !BEARER_TOKEN.test(input.data))
    errors.data = CARRIER_CREDENTIAL_MESSAGES.bearerToken;
  if ((input.vendorAccountId ?? '').length > MAX_VENDOR_ACCOUNT_ID_LENGTH)
    errors.vendorAccountId = CARRIER_CREDENTIAL_MESSAGES.vendorAccountId;
  if ((input.description ?? '').length > MAX_CREDENTIAL_DESCRIPTION_LENGTH)
    errors.description = CARRIER_CREDENTIAL_MESSAGES.description;
  return errors;
}
