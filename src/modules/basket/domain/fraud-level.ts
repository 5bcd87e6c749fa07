/** Spec 3's fraud rule actions, mildest first: the worst action among the matched rules is the order's level. */
export const FRAUD_LEVELS = ['notFraud', 'automatedFraudReview', 'manualFraudReview', 'severeFraud'] as const;
export type FraudLevel = (typeof FRAUD_LEVELS)[number];

/** A rule that matched the order, as the admin module's screening reports it (kept on the order for staff). */
export interface MatchedFraudRule {
  fraudRuleId: number;
  field: string;
  operator: string;
  data: string;
  action: string;
  comment: string;
}

/** The review levels hold the order: numbers kept for it, payment authorized but not captured. */
export function holdsForReview(level: FraudLevel): boolean {
  return level === 'automatedFraudReview' || level === 'manualFraudReview';
}
