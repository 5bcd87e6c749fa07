import { parseOffer } from '../../../../src/shared/offer-form-rules.ts';
import { passwordProblem } from '../../../../src/shared/password-policy.ts';
import type { FieldErrors } from '../../ui/forms/use-form.ts';

export type OfferFormValues = { offer: string; email: string; password: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 2 section 5's messages; guests also give the new account's email and password. */
export function offerFormProblems(
  values: OfferFormValues,
  guest: boolean,
): FieldErrors<'offer' | 'email' | 'password'> {
  const problems: FieldErrors<'offer' | 'email' | 'password'> = {};
  const offer = parseOffer(values.offer);
  if ('problem' in offer) problems.offer = offer.problem;
  if (!guest) return problems;
  const email = values.email.trim();
  if (!email) problems.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'Invalid email address';
  if (passwordProblem(values.password)) problems.password = 'Password is invalid';
  return problems;
}
