import { describe, expect, it } from 'vitest';
import {
  accountFieldProblem,
  accountFormSchema,
  accountPasswordProblem,
  accountStepProblems,
  EMPTY_ACCOUNT_FORM,
  ACCOUNT_FORM_MESSAGES as M,
} from './account-form.ts';

const complete = {
  ...EMPTY_ACCOUNT_FORM,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Elm St Apt 4',
  city: 'Hoboken',
  state: 'NJ',
  zip: '07030',
  contact_number: '(201) 234-5678',
  email: 'ada@example.com',
  agree_terms: true,
};

describe('each field of the account form, with the spec’s messages', () => {
  it.each([
    ['firstName', '', M.firstNameRequired],
    ['firstName', 'x'.repeat(41), 'First name is at most 40 characters'],
    ['lastName', '  ', M.lastNameRequired],
    ['address', '', M.addressRequired],
    ['address', 'PO Box 12', M.addressPoBox],
    ['address', 'Main Street', M.addressNotStreet],
    ['address', `1 ${'x'.repeat(40)} St`, 'Address is at most 40 characters'],
    ['city', '', M.cityRequired],
    ['city', 'NY', M.cityLength],
    ['city', 'x'.repeat(41), M.cityLength],
    ['state', '', M.stateRequired],
    ['state', 'XX', M.stateRequired],
    ['zip', '', M.zipRequired],
    ['zip', '0703', M.zipInvalid],
    ['contact_number', '', M.contactNumberRequired],
    ['contact_number', '(201) 134-5678', M.contactNumberInvalid],
    ['contact_number', '234-5678', M.contactNumberInvalid],
    ['email', '', M.emailRequired],
    ['email', 'ada@', M.emailInvalid],
    ['email', `${'a'.repeat(70)}@example.com`, M.emailTooLong],
    ['stated_source', 'television', M.howHeardInvalid],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(accountFieldProblem(field, value)).toBe(message);
  });

  it.each([
    ['firstName', 'Ada'],
    ['address', '1600 Pennsylvania Ave NW'],
    ['city', 'Rye'],
    ['state', 'qc'],
    ['zip', '07030-1234'],
    ['contact_number', '201-234-5678'],
    ['email', 'ada@example.com'],
    ['stated_source', 'social media'],
    ['stated_source', ''],
  ] as const)('%s accepts %j', (field, value) => {
    expect(accountFieldProblem(field, value)).toBeNull();
  });

  it('needs a business name of 3 to 40 characters only from a business', () => {
    expect(accountFieldProblem('company', '', { business: true })).toBe(
      'Business name is required if you are a business',
    );
    expect(accountFieldProblem('company', '')).toBeNull();
    expect(accountFieldProblem('company', 'AB', { business: true })).toBe(M.companyLength);
    expect(accountFieldProblem('company', 'Acme Parking Co', { business: true })).toBeNull();
  });

  it("takes the postal code of the state's country", () => {
    expect(accountFieldProblem('zip', 'K1A 0B1', { state: 'ON' })).toBeNull();
    expect(accountFieldProblem('zip', 'K1A 0B1', { state: 'NJ' })).toBe(M.zipInvalid);
  });

  it("says 'Password is invalid' for a password the policy refuses", () => {
    expect(accountPasswordProblem('short')).toBe('Password is invalid');
    expect(accountPasswordProblem('Correct1horse')).toBeNull();
  });
});

describe("a basket's data complete for checkout", () => {
  const guest = { containsLicensedTns: false, isGuest: true };

  it('is complete for a guest with every field and the terms', () => {
    expect(accountStepProblems(complete, guest)).toEqual({});
  });

  it('names every missing field for a guest who sent nothing', () => {
    expect(accountStepProblems({}, guest)).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      address: M.addressRequired,
      city: M.cityRequired,
      state: M.stateRequired,
      zip: M.zipRequired,
      contact_number: M.contactNumberRequired,
      email: M.emailRequired,
      agree_terms: M.termsRequired,
    });
  });

  it('needs the business name when the business flag is set', () => {
    expect(accountStepProblems({ ...complete, business: true }, guest)).toEqual({
      company: M.companyRequired,
    });
  });

  it('needs the four licence agreements when the basket holds a licence, signed in or not', () => {
    const licensed = { containsLicensedTns: true, isGuest: false };
    expect(Object.keys(accountStepProblems({}, licensed))).toEqual([
      'agree_ownership',
      'agree_fees',
      'agree_duration',
      'agree_disconnect',
    ]);
    const agreed = { agree_ownership: true, agree_fees: true, agree_duration: true, agree_disconnect: true };
    expect(accountStepProblems(agreed, licensed)).toEqual({});
  });

  it('asks nothing of a signed-in buyer without licences (the account has the details)', () => {
    expect(accountStepProblems({}, { containsLicensedTns: false, isGuest: false })).toEqual({});
  });
});

describe('the form’s zod schema', () => {
  it('passes a complete form and its password, and refuses a bad password with the spec’s message', () => {
    const schema = accountFormSchema({ containsLicensedTns: false, isGuest: true, withPassword: true });
    expect(schema.safeParse({ ...complete, password: 'Correct1horse' }).success).toBe(true);
    const failed = schema.safeParse({ ...complete, password: 'weak' });
    expect(failed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'Password is invalid'],
    ]);
  });
});
