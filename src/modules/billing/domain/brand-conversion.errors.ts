import { RuleViolationError } from '../../../shared/domain-error.ts';

/** Spec 2: "Convert-brand failure: an unprocessable error is thrown" (422), with what went wrong. */
export const conversionRefused = (reason: 'same_brand' | 'current_account' | 'not_admin_there') =>
  new RuleViolationError(`billing.change_brand_${reason}`, CONVERSION_MESSAGES[reason]);

export const CONVERSION_MESSAGES = {
  same_brand: 'Numbers can only be converted to the other brand.',
  current_account: 'Numbers cannot be converted to the account they are already in.',
  not_admin_there: 'Numbers can only be converted to an account on the other brand where you are an admin.',
} as const;

/** The brand a conversion goes to: spec 2 has two brands, 1 and 2. */
export const otherBrand = (brandingId: number): number => (brandingId === 1 ? 2 : 1);
