import { ACCOUNT_TEXT_MAX } from './account-form.ts';
import { isPostalCode, regionOf } from './regions.ts';

/**
 * The activation contact form of /account/activate (spec 2, section 5 "Activation contact form"): the same
 * rules in the browser and in POST /api/accounts/activate. Unlike the basket's account form it speaks in
 * spec 2's generic messages, built from each field's title.
 */
export const GENERIC_FIELD_MESSAGES = Object.freeze({
  required: (title: string) => `${title} is required.`,
  tooShort: (title: string, n: number) => `${title} is too short. Must be at least ${n} characters.`,
  tooLong: (title: string, n: number) => `${title} is too long. Must be less than ${n} characters.`,
  below: (title: string, min: number) => `${title} is below ${min}.`,
  moreThan: (title: string, max: number) => `${title} is more than ${max}.`,
  looksWrong: (title: string) => `${title} doesn't look right.`,
});

/** Spec 2's rule messages for activation, verbatim. */
export const ACTIVATION_MESSAGES = Object.freeze({
  termsRequired: 'Please agree to all terms and conditions before proceeding.',
  mustPay: 'Unauthorized: Must pay balance to continue',
  success: 'Activation successful',
});

interface FieldRule {
  title: string;
  required: boolean;
  min: number;
  max: number;
}

/** Spec 2: first name 1-40, last name 2-40, company optional 2-40, address and city 3-40, state, zip min 5. */
export const ACTIVATION_FIELDS = Object.freeze({
  firstName: { title: 'First Name', required: true, min: 1, max: ACCOUNT_TEXT_MAX },
  lastName: { title: 'Last Name', required: true, min: 2, max: ACCOUNT_TEXT_MAX },
  company: { title: 'Company', required: false, min: 2, max: ACCOUNT_TEXT_MAX },
  address: { title: 'Address', required: true, min: 3, max: ACCOUNT_TEXT_MAX },
  city: { title: 'City', required: true, min: 3, max: ACCOUNT_TEXT_MAX },
  state: { title: 'State', required: true, min: 0, max: ACCOUNT_TEXT_MAX },
  zip: { title: 'Postal Code', required: true, min: 5, max: 10 },
} satisfies Record<string, FieldRule>);

export type ActivationField = keyof typeof ACTIVATION_FIELDS;
export type ActivationContact = Record<ActivationField, string>;
export const ACTIVATION_FIELD_NAMES = Object.keys(ACTIVATION_FIELDS) as ActivationField[];

export const EMPTY_ACTIVATION_CONTACT: ActivationContact = Object.freeze({
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  city: '',
  state: '',
  zip: '',
});

/** Spec 2: the broker terms, three boxes, all ticked before a broker account may activate. */
export const BROKER_TERMS = Object.freeze([
  {
    key: 'agreeAuthorizedOwner',
    label: 'I am the authorized owner of the numbers I list, or I am authorized to sell them.',
  },
  {
    key: 'agreeFundsHold',
    label: 'I understand the funds from a sale are held for 10 days before they are credited to my account.',
  },
  {
    key: 'agreeTollFreeLicenseOnly',
    label: 'I understand toll-free numbers can only be licensed, not sold.',
  },
] as const);

export type BrokerTermKey = (typeof BROKER_TERMS)[number]['key'];
export type BrokerTerms = Record<BrokerTermKey, boolean>;

export const allTermsAgreed = (terms: Partial<BrokerTerms>) =>
  BROKER_TERMS.every(({ key }) => terms[key] === true);

/** The message for one field's value, or null when it is acceptable. */
export function activationFieldProblem(field: ActivationField, value: string, state = ''): string | null {
  const rule: FieldRule = ACTIVATION_FIELDS[field];
  const m = GENERIC_FIELD_MESSAGES;
  const text = value.trim();
  if (text === '') return rule.required ? m.required(rule.title) : null;
  if (text.length < rule.min) return m.tooShort(rule.title, rule.min);
  if (text.length > rule.max) return m.tooLong(rule.title, rule.max);
  if (field === 'state') return regionOf(text) ? null : m.looksWrong(rule.title);
  if (field === 'zip')
    return isPostalCode(text, regionOf(state) ? state : undefined) ? null : m.looksWrong(rule.title);
  return null;
}

/** Every field's problem (empty when the form may be sent). */
export function activationFormProblems(contact: ActivationContact): Partial<Record<ActivationField, string>> {
  const problems: Partial<Record<ActivationField, string>> = {};
  for (const field of ACTIVATION_FIELD_NAMES) {
    const problem = activationFieldProblem(field, contact[field] ?? '', contact.state);
    if (problem) problems[field] = problem;
  }
  return problems;
}
