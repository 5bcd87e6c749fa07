import { describe, expect, it } from 'vitest';
import {
  activationFieldProblem,
  activationFormProblems,
  allTermsAgreed,
  EMPTY_ACTIVATION_CONTACT,
} from './activation-form.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address: '12 Main St',
  city: 'Newark',
  state: 'NJ',
  zip: '07102',
};

describe('the activation contact form', () => {
  it('accepts a complete contact with no company (company is optional)', () => {
    expect(activationFormProblems(valid)).toEqual({});
  });

  it("says '{title} is required.' for each empty required field", () => {
    expect(activationFormProblems(EMPTY_ACTIVATION_CONTACT)).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      address: 'Address is required.',
      city: 'City is required.',
      state: 'State is required.',
      zip: 'Postal Code is required.',
    });
  });

  it('says a value is too short or too long with the limit', () => {
    expect(activationFieldProblem('lastName', 'L')).toBe(
      'Last Name is too short. Must be at least 2 characters.',
    );
    expect(activationFieldProblem('company', 'A')).toBe(
      'Company is too short. Must be at least 2 characters.',
    );
    expect(activationFieldProblem('city', 'x'.repeat(41))).toBe(
      'City is too long. Must be less than 40 characters.',
    );
    expect(activationFieldProblem('zip', '0710')).toBe(
      'Postal Code is too short. Must be at least 5 characters.',
    );
  });

  it("says a postal code or state that does not fit doesn't look right", () => {
    expect(activationFieldProblem('zip', 'ABCDE', 'NJ')).toBe("Postal Code doesn't look right.");
    expect(activationFieldProblem('zip', 'K1A 0B1', 'ON')).toBeNull();
    expect(activationFieldProblem('state', 'Atlantis')).toBe("State doesn't look right.");
  });

  it('needs all three broker terms ticked', () => {
    expect(allTermsAgreed({ agreeAuthorizedOwner: true, agreeFundsHold: true })).toBe(false);
    expect(
      allTermsAgreed({ agreeAuthorizedOwner: true, agreeFundsHold: true, agreeTollFreeLicenseOnly: true }),
    ).toBe(true);
  });
});
