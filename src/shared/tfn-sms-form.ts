/**
 * The TFN SMS Validation form (spec 1 sections 2, 5 and 9): what a toll-free number's owner tells the carrier
 * before it may text. The same rules in the dialog on /account/numbers and in
 * POST /api/accounts/telephone-numbers/activate-sms (docs/adr/0045).
 */

/** The only action the route knows (spec 1 section 3: "action 'activateSms'"). */
export const ACTIVATE_SMS_ACTION = 'activateSms';

/**
 * Spec 1 section 9: "from '2FA' to 'Workshop Alerts' plus 'Other'"; the spec does not show the list. Ours is
 * the use cases carriers ask toll-free senders to choose from, alphabetical (ADR 0045).
 */
export const TFN_SMS_CATEGORIES = Object.freeze([
  '2FA',
  'Account Notifications',
  'Appointment Reminders',
  'Auctions',
  'Billing and Payments',
  'Booking Confirmations',
  'Business Updates',
  'Charity and Fundraising',
  'Customer Care',
  'Delivery Notifications',
  'Emergency Alerts',
  'Event Reminders',
  'Fraud Alerts',
  'Healthcare Alerts',
  'Higher Education',
  'Insurance Services',
  'Job Alerts',
  'Marketing Promotions',
  'Order Updates',
  'Polling and Voting',
  'Public Service Announcements',
  'Real Estate Services',
  'Security Alerts',
  'Surveys',
  'System Alerts',
  'Waitlist Alerts',
  'Webinar Reminders',
  'Workshop Alerts',
] as const);

/** Spec 1 section 9: how the recipients agreed to receive texts. */
export const TFN_OPT_IN_METHODS = Object.freeze([
  'IVR',
  'Keyword',
  'POS or on-site',
  'Paper form',
  'Web link',
] as const);

/** The choice that asks for an explanation, which is sent instead of it (spec 1 section 5). */
export const OTHER = 'Other';
export const TFN_MESSAGE_TYPES = Object.freeze(['Informational', 'Marketing'] as const);
export type TfnMessageType = (typeof TFN_MESSAGE_TYPES)[number];

/** Texts a month, in the steps carriers ask for. */
export const TFN_MONTHLY_VOLUMES = Object.freeze([
  '10',
  '100',
  '1,000',
  '10,000',
  '100,000',
  '250,000',
  '500,000',
  '750,000',
  '1,000,000',
  '5,000,000',
  '10,000,000+',
] as const);

/** "website (or 'n/a' if none)" (spec 1 section 5). */
export const NO_WEBSITE = 'n/a';
export const TFN_TEXT_MAX = 100;
export const TFN_EXPLANATION_MAX = 200;
export const TFN_EXAMPLE_MESSAGE_MAX = 1_000;

export const TFN_FORM_MESSAGES = Object.freeze({
  companyName: 'Enter the company name.',
  website: "Enter the company's website (like example.com), or n/a if it has none.",
  volume: 'Choose how many texts a month you expect to send.',
  message: 'Enter an example of a message you will send.',
  canadaTraffic: 'Say whether you will text numbers in Canada.',
  category: 'Choose a category.',
  categoryOther: "Explain the category you chose 'Other' for.",
  type: 'Choose Informational or Marketing.',
  optIn: 'Choose how recipients opt in.',
  optInOther: "Explain the opt-in method you chose 'Other' for.",
  tooLong: (max: number) => `Must be at most ${max} characters.`,
});

/** The form as sent: 'Other' already replaced by its explanation. */
export interface TfnSmsForm {
  companyName: string;
  website: string;
  volume: string;
  message: string;
  canadaTraffic: 'Y' | 'N' | '';
  category: string;
  type: TfnMessageType | '';
  optIn: string;
}
export type TfnFormField = keyof TfnSmsForm;
export type TfnFormErrors = Partial<Record<TfnFormField, string>>;

const WEB_ADDRESS =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?(\/\S*)?$/i;

/** 'n/a' (any case) or a web address with a domain, optionally with http(s):// and a path. */
export function isWebsiteOrNone(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed.toLowerCase() === NO_WEBSITE ||
    (trimmed.length <= TFN_EXPLANATION_MAX && WEB_ADDRESS.test(trimmed))
  );
}

/**
 * A category or opt-in as sent: one of the list's values, or the explanation typed for 'Other' (any text but
 * 'Other' itself, trimmed, up to TFN_EXPLANATION_MAX).
 */
function choiceProblem(value: string, required: string, other: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  if (trimmed.toLowerCase() === OTHER.toLowerCase()) return other;
  if (trimmed.length > TFN_EXPLANATION_MAX) return TFN_FORM_MESSAGES.tooLong(TFN_EXPLANATION_MAX);
  return null;
}

function textProblem(value: string, required: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  return trimmed.length > max ? TFN_FORM_MESSAGES.tooLong(max) : null;
}

/** Every field is required (spec 1 section 5); the message for each field that is not acceptable. */
export function tfnFormErrors(form: TfnSmsForm): TfnFormErrors {
  const m = TFN_FORM_MESSAGES;
  const problems: Record<TfnFormField, string | null> = {
    companyName: textProblem(form.companyName, m.companyName, TFN_TEXT_MAX),
    website: isWebsiteOrNone(form.website) ? null : m.website,
    volume: (TFN_MONTHLY_VOLUMES as readonly string[]).includes(form.volume) ? null : m.volume,
    message: textProblem(form.message, m.message, TFN_EXAMPLE_MESSAGE_MAX),
    canadaTraffic: form.canadaTraffic === 'Y' || form.canadaTraffic === 'N' ? null : m.canadaTraffic,
    category: choiceProblem(form.category, m.category, m.categoryOther),
    type: (TFN_MESSAGE_TYPES as readonly string[]).includes(form.type) ? null : m.type,
    optIn: choiceProblem(form.optIn, m.optIn, m.optInOther),
  };
  const errors: TfnFormErrors = {};
  for (const [field, problem] of Object.entries(problems))
    if (problem) errors[field as TfnFormField] = problem;
  return errors;
}

/** The form as stored and sent to the carrier: texts trimmed, 'N/A' written 'n/a'. */
export function normalizedTfnForm(form: TfnSmsForm): TfnSmsForm {
  const website = form.website.trim();
  return {
    ...form,
    companyName: form.companyName.trim(),
    website: website.toLowerCase() === NO_WEBSITE ? NO_WEBSITE : website,
    message: form.message.trim(),
    category: form.category.trim(),
    optIn: form.optIn.trim(),
  };
}

/** The dialog's choice: 'Other' and its explanation become the explanation (spec 1 section 5). */
export function chosenOrExplained(choice: string, explanation: string): string {
  return choice === OTHER ? explanation.trim() : choice;
}
