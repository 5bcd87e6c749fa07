import { describe, expect, it } from 'vitest';
import { ACCOUNT_FORM_MESSAGES } from './account-form.ts';
import {
  allPortable,
  type CarrierBillingValues,
  carrierBillingNeeds,
  carrierBillingProblems,
  EMPTY_CARRIER_BILLING,
  PORT_IN_MESSAGES as M,
  PORT_IN_BILLING_EXAMPLE,
  type PortabilityFinding,
  portInBillingProblems,
  portInItemData,
  readNumberList,
  readThreeBoxes,
} from './port-in-rules.ts';
import { TOO_MANY_NUMBERS_MESSAGE } from './portability-rules.ts';

const landline: PortabilityFinding = {
  tn: '+18022340100',
  isPortable: true,
  isWireless: false,
  isAccountRequired: false,
  carrier: 'Vermont Telephone',
  portingInterval: '3-10 days',
};
const wireless: PortabilityFinding = {
  ...landline,
  tn: '+18022340106',
  isWireless: true,
  isAccountRequired: true,
};
const accountOnly: PortabilityFinding = { ...landline, tn: '+18022340104', isAccountRequired: true };
const notPortable: PortabilityFinding = { ...landline, tn: '+18022340108', isPortable: false };

const complete: CarrierBillingValues = {
  ...EMPTY_CARRIER_BILLING,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Elm St',
  city: 'Burlington',
  state: 'VT',
  zip: '05401',
};
const NO_NEEDS = { accountNumber: false, pin: false };

const tnsOf = (read: ReturnType<typeof readNumberList>) => (read.ok ? read.numbers.map((n) => n.e164) : read);

describe('reading the three boxes', () => {
  it('reads area code, exchange and last four as one number', () => {
    expect(tnsOf(readThreeBoxes({ areaCode: '802', exchange: '234', lastFour: '0100' }))).toEqual([
      '+18022340100',
    ]);
  });

  it("asks for a number when all three boxes are empty: 'You must enter a phone number to continue.'", () => {
    expect(readThreeBoxes({ areaCode: ' ', exchange: '', lastFour: '' })).toEqual({
      ok: false,
      message: M.enterNumber,
    });
  });

  it('refuses an area code shorter than 3 digits', () => {
    expect(readThreeBoxes({ areaCode: '80', exchange: '234', lastFour: '0100' })).toEqual({
      ok: false,
      message: M.areaCodeShort,
    });
  });

  it("names what was typed when it is not a North American number: 'Invalid phone number(s): {input}'", () => {
    expect(readThreeBoxes({ areaCode: '802', exchange: '123', lastFour: '0100' })).toEqual({
      ok: false,
      message: 'Invalid phone number(s): 802-123-0100',
    });
  });
});

describe('reading a list of numbers (bulk textarea, tn parameter)', () => {
  it('takes numbers one per line or comma separated, dropping duplicates', () => {
    expect(tnsOf(readNumberList('802-234-0100\n(802) 234-0106, 8022340100\r\n'))).toEqual([
      '+18022340100',
      '+18022340106',
    ]);
  });

  it("asks for a number when the list is empty: 'You must enter a phone number to continue.'", () => {
    expect(readNumberList(' \n ')).toEqual({ ok: false, message: M.enterNumber });
  });

  it('names the whole input when nothing in it is a number', () => {
    expect(readNumberList('hello, 12')).toEqual({ ok: false, message: 'Invalid phone number(s): hello, 12' });
  });

  it('names only the entries that are not numbers when others are', () => {
    expect(readNumberList('8022340100, 12345678, nope')).toEqual({
      ok: false,
      message: 'Invalid phone number(s): 12345678, nope',
    });
  });

  it('refuses international numbers and short codes: only NANPA numbers port in', () => {
    expect(readNumberList('+44 20 7946 0958')).toMatchObject({ ok: false });
    expect(readNumberList('12345')).toMatchObject({ ok: false });
  });

  it('takes at most 100 numbers at a time', () => {
    const numbers = Array.from({ length: 101 }, (_, i) => `802234${String(1000 + i)}`);
    expect(readNumberList(numbers.join('\n'))).toEqual({ ok: false, message: TOO_MANY_NUMBERS_MESSAGE });
    expect(readNumberList(numbers.slice(0, 100).join('\n')).ok).toBe(true);
  });
});

describe('Continue is enabled only when every number is portable', () => {
  it('is enabled when every number is portable', () => {
    expect(allPortable([landline, wireless])).toBe(true);
  });
  it('is not enabled when one number is not portable, nor with no numbers', () => {
    expect(allPortable([landline, notPortable])).toBe(false);
    expect(allPortable([])).toBe(false);
  });
});

describe('what the billing form needs from the numbers', () => {
  it('needs neither account number nor PIN for portable landlines without an account requirement', () => {
    expect(carrierBillingNeeds([landline])).toEqual(NO_NEEDS);
  });
  it('needs the account number when any number requires an account', () => {
    expect(carrierBillingNeeds([landline, accountOnly])).toEqual({ accountNumber: true, pin: false });
  });
  it('needs the account number and the PIN when any number is wireless', () => {
    expect(carrierBillingNeeds([landline, { ...wireless, isAccountRequired: false }])).toEqual({
      accountNumber: true,
      pin: true,
    });
  });
});

describe('the Current Carrier Billing Info form, with the spec’s messages', () => {
  it('accepts a complete form', () => {
    expect(carrierBillingProblems(complete, NO_NEEDS)).toEqual({});
  });

  it('names every required field of an empty form', () => {
    expect(carrierBillingProblems(EMPTY_CARRIER_BILLING, { accountNumber: true, pin: true })).toEqual({
      firstName: 'First name required',
      lastName: 'Last name required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Postal Code is required',
      account_number: 'Account number is required',
      pin: 'PIN is required',
    });
  });

  it('asks for the business name only when the owner is a business, 3 to 40 characters', () => {
    expect(carrierBillingProblems({ ...complete, company: '' }, NO_NEEDS)).toEqual({});
    expect(carrierBillingProblems({ ...complete, business: true }, NO_NEEDS)).toEqual({
      company: 'Business name required',
    });
    expect(carrierBillingProblems({ ...complete, business: true, company: 'AB' }, NO_NEEDS)).toEqual({
      company: ACCOUNT_FORM_MESSAGES.companyLength,
    });
    expect(carrierBillingProblems({ ...complete, business: true, company: 'Acme' }, NO_NEEDS)).toEqual({});
  });

  it.each([
    ['address', `1 ${'x'.repeat(40)} St`, 'Address is at most 40 characters'],
    ['address', 'Main Street', ACCOUNT_FORM_MESSAGES.addressNotStreet],
    ['city', 'Ry', ACCOUNT_FORM_MESSAGES.cityLength],
    ['city', 'x'.repeat(41), ACCOUNT_FORM_MESSAGES.cityLength],
    ['state', 'XX', 'State is required'],
    ['zip', '0540', ACCOUNT_FORM_MESSAGES.zipInvalid],
    ['firstName', 'x'.repeat(41), 'First name is at most 40 characters'],
  ] as const)('checks %s %j: %s', (field, value, message) => {
    expect(carrierBillingProblems({ ...complete, [field]: value }, NO_NEEDS)).toEqual({ [field]: message });
  });

  it('takes a Canadian postal code with a province', () => {
    expect(carrierBillingProblems({ ...complete, state: 'QC', zip: 'H2X 1Y4' }, NO_NEEDS)).toEqual({});
  });

  it('asks for the account number only when a number needs it, and the PIN only for wireless numbers', () => {
    expect(carrierBillingProblems(complete, { accountNumber: true, pin: false })).toEqual({
      account_number: 'Account number is required',
    });
    expect(
      carrierBillingProblems({ ...complete, account_number: 'A-1' }, { accountNumber: true, pin: true }),
    ).toEqual({ pin: 'PIN is required' });
  });

  it('keeps account number and PIN within the basket’s limits', () => {
    expect(
      carrierBillingProblems({ ...complete, account_number: 'x'.repeat(41), pin: '1'.repeat(21) }, NO_NEEDS),
    ).toEqual({ account_number: M.accountNumberTooLong, pin: M.pinTooLong });
  });
});

describe('a port-in item’s data', () => {
  it('carries the billing fields and what the check found', () => {
    const values = { ...complete, business: true, company: ' Acme ', account_number: 'A-1', pin: '1234' };
    expect(portInItemData(values, wireless)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Acme',
      address: '12 Elm St',
      city: 'Burlington',
      state: 'VT',
      zip: '05401',
      account_number: 'A-1',
      pin: '1234',
      supported: true,
      wireless: true,
      carrier: 'Vermont Telephone',
      account_required: true,
      porting_interval: '3-10 days',
    });
  });

  it('leaves out the company of a non-business and blank account number and PIN', () => {
    const data = portInItemData({ ...complete, company: 'Acme' }, { ...landline, carrier: null });
    expect(data).not.toHaveProperty('company');
    expect(data).not.toHaveProperty('account_number');
    expect(data).not.toHaveProperty('pin');
    expect(data).not.toHaveProperty('carrier');
  });
});

describe('portInBillingProblems (the server’s check of stored billing data)', () => {
  const complete = PORT_IN_BILLING_EXAMPLE;

  it('asks for the names, address, city, state and postal code with the modal’s messages', () => {
    expect(portInBillingProblems({})).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      address: M.addressRequired,
      city: M.cityRequired,
      state: M.stateRequired,
      zip: M.zipRequired,
    });
    expect(portInBillingProblems(complete)).toEqual({});
  });

  it('takes what is needed from the number’s own findings; a PIN on file counts as given', () => {
    expect(portInBillingProblems({ ...complete, account_required: true })).toEqual({
      account_number: M.accountNumberRequired,
    });
    const wireless = { ...complete, wireless: true, account_number: 'A-1' };
    expect(portInBillingProblems(wireless)).toEqual({ pin: M.pinRequired });
    expect(portInBillingProblems(wireless, { pinOnFile: true })).toEqual({});
    expect(portInBillingProblems({ ...wireless, pin: '1234' })).toEqual({});
  });

  it('checks a given company as the business name', () => {
    expect(portInBillingProblems({ ...complete, company: 'AB' })).toHaveProperty('company');
  });
});
