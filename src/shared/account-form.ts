import { z } from 'zod';
import { passwordProblem } from './password-policy.ts';
import { PhoneNumber } from './phone-number.ts';
import { isPostalCode, regionOf } from './regions.ts';
import { parseStreetAddress } from './street-address.ts';

/**
 * The basket's account form (spec 2, section 5 "Basket account form"): one rule per field, the same in the
 * browser (Account Info step) and on the server (PATCH /api/baskets/{uuid}, checkout). The field names are
 * the basket data's keys (spec 2, section 3), plus `business` (the "I am a business" toggle) and
 * `agree_terms` (the terms box), which the basket keeps too so checkout can tell the step was completed.
 */
export const ACCOUNT_FORM_MESSAGES = Object.freeze({
  companyRequired: 'Business name is required if you are a business',
  companyLength: 'Business name must be 3 to 40 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  addressRequired: 'Address is required',
  addressNotStreet: 'Please enter a street address with a house number and street name',
  addressPoBox: 'PO boxes are not accepted. Please enter a street address',
  cityRequired: 'City is required',
  cityLength: 'City must be 3 to 40 characters',
  stateRequired: 'State is required',
  zipRequired: 'Postal Code is required',
  zipInvalid: 'Postal Code is invalid',
  contactNumberRequired: 'Contact Number is required',
  contactNumberInvalid: 'Contact Number must be a 10-digit number',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email is at most 80 characters',
  emailInUse: 'Email is already in use.',
  passwordInvalid: 'Password is invalid',
  howHeardInvalid: 'Please choose how you heard about us',
  termsRequired: 'Please agree to the terms and conditions',
  agreementRequired: 'Please tick this box to license numbers',
});

const tooLong = (label: string) => `${label} is at most 40 characters`;

/** Most characters of a name, company, address or city line (spec 2: max 40). */
export const ACCOUNT_TEXT_MAX = 40;
/** Spec 2: company and city are 3 to 40 characters. */
export const ACCOUNT_TEXT_MIN = 3;
export const EMAIL_MAX = 80;

/** Spec 2: how the buyer heard of us. */
export const HOW_HEARD_OPTIONS = Object.freeze([
  { value: 'search', label: 'Search engine' },
  { value: 'social media', label: 'Social media' },
  { value: 'friend', label: 'A friend' },
  { value: 'email', label: 'Email' },
  { value: 'blog', label: 'Blog' },
  { value: 'advertisement', label: 'Advertisement' },
  { value: 'other', label: 'Other' },
] as const);

/** The four licence agreements, each ticked before a basket holding a licensed number may continue. */
export const LICENSE_AGREEMENTS = Object.freeze([
  {
    key: 'agree_ownership',
    label:
      'I understand that a licensed number stays its owner’s: I may use it, but never port it away or sell it.',
  },
  { key: 'agree_fees', label: 'I agree to pay the licence’s setup fee and its monthly fee.' },
  { key: 'agree_duration', label: 'I understand the licence runs month to month until I cancel it.' },
  { key: 'agree_disconnect', label: 'I understand the number is disconnected if the licence is not paid.' },
] as const);

export type LicenseAgreementKey = (typeof LICENSE_AGREEMENTS)[number]['key'];

/** What the warning shown on ticking the ownership box says. */
export const OWNERSHIP_WARNING =
  'A licensed number is not yours to keep: it stays with its owner, cannot be ported to another carrier, ' +
  'and is disconnected if the licence is not paid. Buy a number instead if you need to own it.';

export const TEXT_FIELDS = [
  'company',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zip',
  'contact_number',
  'email',
  'stated_source',
] as const;
export type AccountTextField = (typeof TEXT_FIELDS)[number];
export const FLAG_FIELDS = ['business', 'agree_terms', ...LICENSE_AGREEMENTS.map((a) => a.key)] as const;
export type AccountFlagField = 'business' | 'agree_terms' | LicenseAgreementKey;
export type AccountField = AccountTextField | AccountFlagField;

/** The form's values: text fields as typed, boxes ticked or not. */
export type AccountFormValues = Record<AccountTextField, string> & Record<AccountFlagField, boolean>;

export const EMPTY_ACCOUNT_FORM: AccountFormValues = Object.freeze({
  business: false,
  company: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  contact_number: '',
  email: '',
  stated_source: '',
  agree_terms: false,
  agree_ownership: false,
  agree_fees: false,
  agree_duration: false,
  agree_disconnect: false,
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 2: a 10-digit North American number whose area code and exchange start with 2 to 9. */
export const isContactNumber = (text: string) => PhoneNumber.isValid(text, { accept: ['nanp', 'tollfree'] });

/**
 * The message for one text field's value, or null when it is acceptable. `business` and `state` are the
 * other values a field's rule reads (the company is required for a business; the postal code follows the
 * state's country).
 */
export function accountFieldProblem(
  field: AccountTextField,
  value: string,
  others: { business?: boolean | undefined; state?: string | undefined } = {},
): string | null {
  const text = value.trim();
  const m = ACCOUNT_FORM_MESSAGES;
  switch (field) {
    case 'company':
      if (text === '') return others.business ? m.companyRequired : null;
      return text.length < ACCOUNT_TEXT_MIN || text.length > ACCOUNT_TEXT_MAX ? m.companyLength : null;
    case 'firstName':
    case 'lastName':
      if (text === '') return field === 'firstName' ? m.firstNameRequired : m.lastNameRequired;
      return text.length > ACCOUNT_TEXT_MAX
        ? tooLong(field === 'firstName' ? 'First name' : 'Last name')
        : null;
    case 'address': {
      if (text === '') return m.addressRequired;
      if (text.length > ACCOUNT_TEXT_MAX) return tooLong('Address');
      const parsed = parseStreetAddress(text);
      if (parsed.ok) return null;
      return parsed.reason === 'poBox' ? m.addressPoBox : m.addressNotStreet;
    }
    case 'city':
      if (text === '') return m.cityRequired;
      return text.length < ACCOUNT_TEXT_MIN || text.length > ACCOUNT_TEXT_MAX ? m.cityLength : null;
    case 'state':
      return regionOf(text) ? null : m.stateRequired;
    case 'zip':
      if (text === '') return m.zipRequired;
      return isPostalCode(text, others.state && regionOf(others.state) ? others.state : undefined)
        ? null
        : m.zipInvalid;
    case 'contact_number':
      if (text === '') return m.contactNumberRequired;
      return isContactNumber(text) ? null : m.contactNumberInvalid;
    case 'email':
      if (text === '') return m.emailRequired;
      if (text.length > EMAIL_MAX) return m.emailTooLong;
      return EMAIL_PATTERN.test(text) ? null : m.emailInvalid;
    case 'stated_source':
      return text === '' || HOW_HEARD_OPTIONS.some((option) => option.value === text)
        ? null
        : m.howHeardInvalid;
  }
}

/** 'Password is invalid' (spec 2) when the password breaks src/shared/password-policy.ts, else null. */
export function accountPasswordProblem(password: string): string | null {
  return passwordProblem(password) === null ? null : ACCOUNT_FORM_MESSAGES.passwordInvalid;
}

export interface AccountStepContext {
  /** The basket holds a licensed number: the four agreements are needed. */
  containsLicensedTns: boolean;
  /** A guest creates an account at checkout: every account field and the terms are needed. */
  isGuest: boolean;
}

/**
 * What is missing or wrong in the basket's data for checkout to go ahead, by field (empty when complete).
 * A guest needs every account field (company only as a business) and the terms; a basket with a licensed
 * number needs the four agreements, signed in or not. The password is not basket data: checkout checks it
 * with `accountPasswordProblem`.
 */
export function accountStepProblems(
  data: Readonly<Record<string, unknown>>,
  context: AccountStepContext,
): Partial<Record<AccountField, string>> {
  const problems: Partial<Record<AccountField, string>> = {};
  const text = (field: AccountTextField) => (typeof data[field] === 'string' ? (data[field] as string) : '');
  if (context.isGuest) {
    const others = { business: data.business === true, state: text('state') };
    for (const field of TEXT_FIELDS) {
      const problem = accountFieldProblem(field, text(field), others);
      if (problem) problems[field] = problem;
    }
    if (data.agree_terms !== true) problems.agree_terms = ACCOUNT_FORM_MESSAGES.termsRequired;
  }
  if (context.containsLicensedTns) {
    for (const { key } of LICENSE_AGREEMENTS)
      if (data[key] !== true) problems[key] = ACCOUNT_FORM_MESSAGES.agreementRequired;
  }
  return problems;
}

/** The Account Info form's zod schema: every rule above, with the password when one is asked for. */
export function accountFormSchema(context: AccountStepContext & { withPassword?: boolean }) {
  const shape: z.ZodRawShape = {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string()])),
    ...Object.fromEntries(FLAG_FIELDS.map((field) => [field, z.boolean()])),
    password: context.withPassword ? z.string() : z.string().optional(),
  };
  return (z.object(shape) as unknown as z.ZodType<AccountFormValues & { password?: string }>).superRefine(
    (values, ctx) => {
      const problems = accountStepProblems(values, context);
      for (const [path, message] of Object.entries(problems))
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (context.withPassword) {
        const problem = accountPasswordProblem(typeof values.password === 'string' ? values.password : '');
        if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      }
    },
  );
}
