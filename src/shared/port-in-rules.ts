import { accountFieldProblem } from './account-form.ts';
import type { PhoneNumber } from './phone-number.ts';
import { NO_NUMBER_MESSAGE, parsePortabilityList } from './portability-rules.ts';

/**
 * The port-in page's rules (spec 2, section 5 "Port-in"): reading the numbers typed in the three boxes, the
 * bulk textarea or the `tn` parameter, and the Current Carrier Billing Info form. In src/shared so the server
 * checks the same billing data with the same words (e.g. a rejected port-in's corrected billing data).
 */
export const PORT_IN_MESSAGES = Object.freeze({
  enterNumber: NO_NUMBER_MESSAGE,
  areaCodeShort: 'Area code must be at least 3 digits.',
  certify: 'Please certify that you own these numbers or are authorized to transfer them.',
  companyRequired: 'Business name required',
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Postal Code is required',
  accountNumberRequired: 'Account number is required',
  pinRequired: 'PIN is required',
  accountNumberTooLong: 'Account number is at most 40 characters',
  pinTooLong: 'PIN is at most 20 characters',
});

/** The basket's limits on the carrier fields (its item data schema). */
export const ACCOUNT_NUMBER_MAX = 40;
export const PIN_MAX = 20;
/** How each port-in status reads on the customer's and the staff's screens. */
export const PORT_IN_STATUS_LABELS = Object.freeze({
  pending: 'Pending',
  submitted: 'Submitted',
  focDateSet: 'FOC date set',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const);
/** The note staff give when they cancel a port-in (the customer reads it). */
export const PORT_IN_CANCEL_NOTE_MAX = 500;

export type NumbersRead = { ok: true; numbers: PhoneNumber[] } | { ok: false; message: string };

export interface ThreeBoxes {
  areaCode: string;
  exchange: string;
  lastFour: string;
}

/** Step 1's three boxes (area code, exchange, last four) as one number, or the spec's message. */
export function readThreeBoxes(boxes: ThreeBoxes): NumbersRead {
  const areaCode = boxes.areaCode.trim();
  const exchange = boxes.exchange.trim();
  const lastFour = boxes.lastFour.trim();
  if (!areaCode && !exchange && !lastFour) return { ok: false, message: PORT_IN_MESSAGES.enterNumber };
  if (areaCode.replace(/\D/g, '').length < 3) return { ok: false, message: PORT_IN_MESSAGES.areaCodeShort };
  return readNumberList([areaCode, exchange, lastFour].join('-'));
}

/**
 * The bulk textarea or the `tn` parameter: numbers one per line or comma separated, duplicates dropped, read
 * as the server reads them (src/shared/portability-rules.ts): every entry must be a number, and the message
 * names those that are not.
 */
export function readNumberList(text: string): NumbersRead {
  const parsed = parsePortabilityList(text);
  return 'problem' in parsed ? { ok: false, message: parsed.problem } : { ok: true, numbers: parsed.numbers };
}

/** What the portability check found about one number (GET /api/check-portability's `tns`). */
export interface PortabilityFinding {
  tn: string;
  isPortable: boolean;
  isWireless: boolean;
  isAccountRequired: boolean;
  carrier?: string | null | undefined;
  portingInterval?: string | number | null | undefined;
}

/** Spec 2: Continue is enabled only when every number is portable. */
export function allPortable(findings: readonly PortabilityFinding[]): boolean {
  return findings.length > 0 && findings.every((finding) => finding.isPortable);
}

export interface CarrierBillingNeeds {
  /** Any number needs the carrier account number: the carrier asks for it, or it is wireless. */
  accountNumber: boolean;
  /** Any number is wireless: the account PIN is needed too. */
  pin: boolean;
}

export function carrierBillingNeeds(findings: readonly PortabilityFinding[]): CarrierBillingNeeds {
  return {
    accountNumber: findings.some((finding) => finding.isAccountRequired || finding.isWireless),
    pin: findings.some((finding) => finding.isWireless),
  };
}

export const CARRIER_BILLING_TEXT_FIELDS = [
  'company',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zip',
  'account_number',
  'pin',
] as const;
export type CarrierBillingTextField = (typeof CARRIER_BILLING_TEXT_FIELDS)[number];

/** The Current Carrier Billing Info form: `business` is the yes/no question, the rest as typed. */
export type CarrierBillingValues = Record<CarrierBillingTextField, string> & { business: boolean };

export const EMPTY_CARRIER_BILLING: CarrierBillingValues = Object.freeze({
  business: false,
  company: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  account_number: '',
  pin: '',
});

const REQUIRED: Partial<Record<CarrierBillingTextField, string>> = {
  firstName: PORT_IN_MESSAGES.firstNameRequired,
  lastName: PORT_IN_MESSAGES.lastNameRequired,
  address: PORT_IN_MESSAGES.addressRequired,
  city: PORT_IN_MESSAGES.cityRequired,
  state: PORT_IN_MESSAGES.stateRequired,
  zip: PORT_IN_MESSAGES.zipRequired,
};

/**
 * The form's messages by field (empty when it may be sent). Business name only for a business (3-40); names,
 * address (max 40, a street address), city (3-40), state and postal code as the basket's account form checks
 * them once given; the account number when any number needs it, the PIN when any is wireless.
 */
export function carrierBillingProblems(
  values: CarrierBillingValues,
  needs: CarrierBillingNeeds,
): Partial<Record<CarrierBillingTextField, string>> {
  const problems: Partial<Record<CarrierBillingTextField, string>> = {};
  for (const field of CARRIER_BILLING_TEXT_FIELDS) {
    const problem = fieldProblem(field, values, needs);
    if (problem) problems[field] = problem;
  }
  return problems;
}

function fieldProblem(
  field: CarrierBillingTextField,
  values: CarrierBillingValues,
  needs: CarrierBillingNeeds,
): string | null {
  const text = values[field].trim();
  switch (field) {
    case 'company':
      if (!values.business) return null;
      return text === '' ? PORT_IN_MESSAGES.companyRequired : accountFieldProblem('company', text);
    case 'account_number':
      if (text === '') return needs.accountNumber ? PORT_IN_MESSAGES.accountNumberRequired : null;
      return text.length > ACCOUNT_NUMBER_MAX ? PORT_IN_MESSAGES.accountNumberTooLong : null;
    case 'pin':
      if (text === '') return needs.pin ? PORT_IN_MESSAGES.pinRequired : null;
      return text.length > PIN_MAX ? PORT_IN_MESSAGES.pinTooLong : null;
    case 'state':
      return accountFieldProblem('state', text) === null ? null : PORT_IN_MESSAGES.stateRequired;
    default:
      if (text === '') return REQUIRED[field] ?? null;
      return accountFieldProblem(field, text, { state: values.state });
  }
}

/** Complete billing data of a landline port-in: the API's examples and the tests' fixture. */
export const PORT_IN_BILLING_EXAMPLE = Object.freeze({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Elm St',
  city: 'Hoboken',
  state: 'NJ',
  zip: '07030',
});

/** A port-in basket item's data (spec 2, section 3): the billing fields and what the check found. */
export interface PortInItemData {
  firstName: string;
  lastName: string;
  company?: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  account_number?: string;
  pin?: string;
  supported: boolean;
  wireless: boolean;
  carrier?: string;
  account_required: boolean;
  porting_interval?: string;
}

/** The item data for one number: the form's values (trimmed; blanks left out) and its portability finding. */
export function portInItemData(values: CarrierBillingValues, finding: PortabilityFinding): PortInItemData {
  const trimmed = (field: CarrierBillingTextField) => values[field].trim();
  const data: PortInItemData = {
    firstName: trimmed('firstName'),
    lastName: trimmed('lastName'),
    address: trimmed('address'),
    city: trimmed('city'),
    state: trimmed('state').toUpperCase(),
    zip: trimmed('zip'),
    supported: finding.isPortable,
    wireless: finding.isWireless,
    account_required: finding.isAccountRequired,
  };
  if (values.business && trimmed('company')) data.company = trimmed('company');
  if (trimmed('account_number')) data.account_number = trimmed('account_number');
  if (trimmed('pin')) data.pin = trimmed('pin');
  if (finding.carrier) data.carrier = finding.carrier;
  if (finding.portingInterval !== null && finding.portingInterval !== undefined)
    data.porting_interval = String(finding.portingInterval);
  return data;
}

/**
 * The server's check of a port-in's carrier billing data (a basket item's data, a rejected order's corrected
 * billing) with the modal's rules and messages: what the number needs comes from its own findings (`wireless`,
 * `account_required`), a company given means a business, and `pinOnFile` (a sealed PIN kept from before)
 * satisfies the PIN. Answers the problems by field, empty when it may be kept.
 */
export function portInBillingProblems(
  data: Readonly<Record<string, unknown>>,
  options: { pinOnFile?: boolean } = {},
): Partial<Record<CarrierBillingTextField, string>> {
  const values = { ...EMPTY_CARRIER_BILLING };
  for (const field of CARRIER_BILLING_TEXT_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') values[field] = value;
  }
  values.business = values.company.trim() !== '';
  const needs = carrierBillingNeeds([
    {
      tn: '',
      isPortable: true,
      isWireless: data.wireless === true,
      isAccountRequired: data.account_required === true,
    },
  ]);
  return carrierBillingProblems(values, { ...needs, pin: needs.pin && !options.pinOnFile });
}
