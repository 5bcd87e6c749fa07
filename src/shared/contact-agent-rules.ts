import { PhoneNumber } from './phone-number.ts';

/**
 * The contact-agent form (spec 2, section 5): one rule per field with the spec's messages, used by the
 * server's request schema and the web form alike. Values are checked as typed; surrounding spaces do not
 * count.
 */
export type ContactAgentField = 'name' | 'email' | 'phone' | 'comments';

export type ContactAgentForm = Record<ContactAgentField, string>;

/** Longest accepted value per field, in characters (an email address is at most 254). */
export const CONTACT_AGENT_MAX_LENGTH: Readonly<Record<ContactAgentField, number>> = Object.freeze({
  name: 100,
  email: 254,
  phone: 40,
  comments: 2000,
});

export const CONTACT_AGENT_MESSAGES = Object.freeze({
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email.',
  phoneRequired: 'Contact Phone is required.',
  phoneInvalid: 'Please enter a valid phone number.',
  commentsRequired: 'Comments are required.',
});

/** What the dialog says once the request is sent (spec 2: "connecting to an agent, may take up to a minute"). */
export const CONTACT_AGENT_CONFIRMATION = 'We are connecting you to an agent. This may take up to a minute.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const LABELS: Record<ContactAgentField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Contact Phone',
  comments: 'Comments',
};

const REQUIRED: Record<ContactAgentField, string> = {
  name: CONTACT_AGENT_MESSAGES.nameRequired,
  email: CONTACT_AGENT_MESSAGES.emailRequired,
  phone: CONTACT_AGENT_MESSAGES.phoneRequired,
  comments: CONTACT_AGENT_MESSAGES.commentsRequired,
};

/** A contact number a person can be called back on: North American (local or toll-free) or international. */
export function isContactPhone(text: string): boolean {
  return PhoneNumber.isValid(text, { accept: ['nanp', 'tollfree', 'international'] });
}

/** The message for one field's value, or null when it is acceptable. */
export function contactAgentFieldProblem(field: ContactAgentField, value: string): string | null {
  const text = value.trim();
  if (text === '') return REQUIRED[field];
  const max = CONTACT_AGENT_MAX_LENGTH[field];
  if (text.length > max) return `${LABELS[field]} must be at most ${max} characters.`;
  if (field === 'email' && !EMAIL_PATTERN.test(text)) return CONTACT_AGENT_MESSAGES.emailInvalid;
  if (field === 'phone' && !isContactPhone(text)) return CONTACT_AGENT_MESSAGES.phoneInvalid;
  return null;
}

/** Every field's message, only for the fields that have one; empty when the form can be sent. */
export function contactAgentProblems(form: ContactAgentForm): Partial<Record<ContactAgentField, string>> {
  const problems: Partial<Record<ContactAgentField, string>> = {};
  for (const field of Object.keys(LABELS) as ContactAgentField[]) {
    const problem = contactAgentFieldProblem(field, form[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
