import { describe, expect, it } from 'vitest';
import { FraudRule, type FraudRuleInput } from './fraud-rule.ts';

const input = (changes: Partial<FraudRuleInput> = {}): FraudRuleInput => ({
  field: 'email',
  operator: '=',
  data: 'eve@example.com',
  action: 'severeFraud',
  comment: 'Chargeback in 2025',
  priority: 0,
  ...changes,
});
const make = (changes: Partial<FraudRuleInput> = {}) =>
  new FraudRule({ ...input(changes), who: 'staff@numberyard.test', whoUserId: 7, now: new Date(0) });
const errorsOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as { errors?: Record<string, string> }).errors;
  }
  throw new Error('expected a validation error');
};

describe('a fraud rule', () => {
  it('is active, with who wrote it, and its data and comment trimmed', () => {
    const rule = make({ data: '  eve@example.com ', comment: ' note ' });
    expect(rule).toMatchObject({ status: 'active', who: 'staff@numberyard.test', whoUserId: 7 });
    expect([rule.data, rule.comment]).toEqual(['eve@example.com', 'note']);
  });

  it('refuses a regex that does not compile with the spec’s message', () => {
    expect(errorsOf(() => make({ operator: 'regex', data: '([a-z]+' }))).toEqual({
      data: 'Invalid regex, please check.',
    });
  });

  it('refuses a regex with nested repetition, which could backtrack for ever', () => {
    expect(errorsOf(() => make({ operator: 'regex', data: '^(a+)+$' }))?.data).toMatch(/too long/);
    expect(make({ operator: 'regex', data: '@(mailinator|guerrillamail)\\.com$' }).data).toBe(
      '@(mailinator|guerrillamail)\\.com$',
    );
  });

  it('allows < and > on price only, and needs the price in whole cents', () => {
    expect(errorsOf(() => make({ operator: '<', data: '10' }))).toEqual({
      operator: '< and > compare prices only.',
    });
    expect(errorsOf(() => make({ field: 'price', operator: '>', data: '9.95' }))).toEqual({
      data: 'Enter the price as a whole number of cents.',
    });
    expect(make({ field: 'price', operator: '>', data: '00995' }).data).toBe('995');
    expect(errorsOf(() => make({ field: 'price', operator: 'regex', data: '9' }))).toEqual({
      operator: 'regex applies to text fields only.',
    });
  });

  it('takes license = true or false only', () => {
    expect(make({ field: 'license', data: 'TRUE' }).data).toBe('true');
    expect(errorsOf(() => make({ field: 'license', data: 'yes' }))).toEqual({
      data: 'License takes = with true or false.',
    });
  });

  it('needs data and a whole-number priority', () => {
    expect(errorsOf(() => make({ data: '  ' }))).toEqual({ data: 'Data is required.' });
    expect(errorsOf(() => make({ priority: 1.5 }))).toEqual({ priority: 'Priority is a whole number.' });
  });

  it('checks the whole rule again on edit, and records the editor', () => {
    const rule = make();
    expect(() => rule.edit({ operator: 'regex', data: '(' }, { who: 'x', whoUserId: 2 })).toThrow(
      'Invalid regex, please check.',
    );
    expect(rule.data).toBe('eve@example.com');
    rule.edit({ priority: 3 }, { who: 'boss@numberyard.test', whoUserId: 9 });
    expect(rule).toMatchObject({
      priority: 3,
      who: 'boss@numberyard.test',
      whoUserId: 9,
      data: 'eve@example.com',
    });
  });

  it('once deleted is inactive and cannot be edited or deleted again', () => {
    const rule = make();
    rule.deactivate();
    expect(rule.status).toBe('inactive');
    expect(() => rule.deactivate()).toThrow('No such fraud rule.');
    expect(() => rule.edit({ priority: 1 }, { who: 'x', whoUserId: 1 })).toThrow('No such fraud rule.');
  });
});
