import safeRegex from 'safe-regex2';

/**
 * Fraud rules (spec 3 "Admin fraud rules", ADR 0029): what a rule may say, checked alike by the
 * /admin/fraudRules form and the server. Pure: the browser imports it.
 */

export const FRAUD_RULE_FIELDS = [
  'fullName',
  'firstName',
  'lastName',
  'company',
  'email',
  'ipAddress',
  'address',
  'vendor',
  'password',
  'license',
  'price',
  'country',
] as const;
export type FraudRuleField = (typeof FRAUD_RULE_FIELDS)[number];

export const FRAUD_RULE_OPERATORS = ['=', '<', '>', 'regex'] as const;
export type FraudRuleOperator = (typeof FRAUD_RULE_OPERATORS)[number];

/** Least to worst: the order "the worst matched action wins" reads. */
export const FRAUD_ACTIONS = [
  'notFraud',
  'automatedFraudReview',
  'manualFraudReview',
  'severeFraud',
] as const;
export type FraudAction = (typeof FRAUD_ACTIONS)[number];

export const FRAUD_ACTION_LABELS: Record<FraudAction, string> = {
  notFraud: 'Not fraud',
  automatedFraudReview: 'Automated review',
  manualFraudReview: 'Manual review',
  severeFraud: 'Severe fraud',
};

/** Fields compared as numbers (price in cents); the only ones `<` and `>` apply to. */
export const NUMERIC_FRAUD_FIELDS: readonly FraudRuleField[] = ['price'];
/** Fields holding yes or no: `=` with data true or false. */
export const BOOLEAN_FRAUD_FIELDS: readonly FraudRuleField[] = ['license'];

/** Longest rule data; staff patterns run on every checkout, so they stay short. */
export const FRAUD_RULE_DATA_MAX = 200;
/** Longest comment. */
export const FRAUD_RULE_COMMENT_MAX = 500;
/** How much of an order's value a regex reads: bounds the work of any pattern that slips past the check. */
export const FRAUD_MATCH_INPUT_MAX = 320;
/** Regex flags every rule is compiled with: case-insensitive, like `=` on text. */
export const FRAUD_REGEX_FLAGS = 'i';

export const FRAUD_RULE_MESSAGES = {
  invalidRegex: 'Invalid regex, please check.',
  unsafeRegex: 'This regex could take too long on some orders (nested repetition); please simplify it.',
  comparisonNeedsPrice: '< and > compare prices only.',
  regexNeedsText: 'regex applies to text fields only.',
  booleanField: 'License takes = with true or false.',
  priceInCents: 'Enter the price as a whole number of cents.',
  dataRequired: 'Data is required.',
  dataTooLong: `Data is at most ${FRAUD_RULE_DATA_MAX} characters.`,
} as const;

export const isFraudRuleField = (value: string): value is FraudRuleField =>
  (FRAUD_RULE_FIELDS as readonly string[]).includes(value);
export const isFraudRuleOperator = (value: string): value is FraudRuleOperator =>
  (FRAUD_RULE_OPERATORS as readonly string[]).includes(value);
export const isFraudAction = (value: string): value is FraudAction =>
  (FRAUD_ACTIONS as readonly string[]).includes(value);

/** Operators that make sense for a field (the form offers only these). */
export function operatorsFor(field: FraudRuleField): readonly FraudRuleOperator[] {
  if (NUMERIC_FRAUD_FIELDS.includes(field)) return ['=', '<', '>'];
  if (BOOLEAN_FRAUD_FIELDS.includes(field)) return ['='];
  return ['=', 'regex'];
}

/** The regex a rule's data compiles to, or null when it does not compile. */
export function compileFraudRegex(data: string): RegExp | null {
  try {
    return new RegExp(data, FRAUD_REGEX_FLAGS);
  } catch {
    return null;
  }
}

/**
 * What is wrong with a rule's operator and data, keyed by form field ('operator' or 'data'), or null.
 * A regex must compile and must not nest repetition (safe-regex2's star-height check): ADR 0029.
 */
export function fraudRuleProblems(rule: {
  field: FraudRuleField;
  operator: FraudRuleOperator;
  data: string;
}): Partial<Record<'operator' | 'data', string>> | null {
  const { field, operator } = rule;
  const data = rule.data.trim();
  if (!operatorsFor(field).includes(operator)) {
    if (BOOLEAN_FRAUD_FIELDS.includes(field)) return { operator: FRAUD_RULE_MESSAGES.booleanField };
    if (operator === 'regex') return { operator: FRAUD_RULE_MESSAGES.regexNeedsText };
    return { operator: FRAUD_RULE_MESSAGES.comparisonNeedsPrice };
  }
  if (!data) return { data: FRAUD_RULE_MESSAGES.dataRequired };
  if (data.length > FRAUD_RULE_DATA_MAX) return { data: FRAUD_RULE_MESSAGES.dataTooLong };
  if (NUMERIC_FRAUD_FIELDS.includes(field) && !/^\d{1,9}$/.test(data))
    return { data: FRAUD_RULE_MESSAGES.priceInCents };
  if (BOOLEAN_FRAUD_FIELDS.includes(field) && !/^(true|false)$/i.test(data))
    return { data: FRAUD_RULE_MESSAGES.booleanField };
  if (operator === 'regex') {
    if (!compileFraudRegex(data)) return { data: FRAUD_RULE_MESSAGES.invalidRegex };
    if (!safeRegex(data)) return { data: FRAUD_RULE_MESSAGES.unsafeRegex };
  }
  return null;
}
