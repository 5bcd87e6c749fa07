import { describe, expect, it } from 'vitest';
import type { FraudAction, FraudRuleField, FraudRuleOperator } from '../../../shared/fraud-rules.ts';
import { FraudRule } from './fraud-rule.ts';
import { ruleMatches, type ScreenedOrder, screenOrder } from './fraud-screening.ts';

const order = (changes: Partial<ScreenedOrder> = {}): ScreenedOrder => ({
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  ipAddress: '203.0.113.7',
  address: '12 Main St, Springfield, IL 62701',
  password: 'Correct-Horse-9',
  country: 'US',
  items: [
    { vendor: 'bwc', license: false, priceCents: 4_900, country: 'US' },
    { vendor: 'peerless', license: true, priceCents: 120_000, country: 'CA' },
  ],
  ...changes,
});

let nextId = 1;
const rule = (
  field: FraudRuleField,
  operator: FraudRuleOperator,
  data: string,
  action: FraudAction = 'manualFraudReview',
  priority = 0,
) => {
  const made = new FraudRule({
    field,
    operator,
    data,
    action,
    comment: '',
    priority,
    who: 'staff@numberyard.test',
    whoUserId: 1,
    now: new Date('2026-11-24T12:00:00Z'),
  });
  made.id = nextId++;
  return made;
};

describe('a fraud rule matching an order', () => {
  it('= compares text case-insensitively and ignoring surrounding spaces', () => {
    expect(ruleMatches(rule('email', '=', 'ADA@Example.com '), order())).toBe(true);
    expect(ruleMatches(rule('email', '=', 'ada@example.co'), order())).toBe(false);
  });

  it('= on price is the exact amount in cents; on license, true or false', () => {
    expect(ruleMatches(rule('price', '=', '4900'), order())).toBe(true);
    expect(ruleMatches(rule('price', '=', '49'), order())).toBe(false);
    expect(ruleMatches(rule('license', '=', 'TRUE'), order())).toBe(true);
    expect(ruleMatches(rule('license', '=', 'true'), order({ items: [order().items[0]!] }))).toBe(false);
  });

  it('< and > compare item prices in cents, any item matching', () => {
    expect(ruleMatches(rule('price', '>', '100000'), order())).toBe(true);
    expect(ruleMatches(rule('price', '>', '120000'), order())).toBe(false);
    expect(ruleMatches(rule('price', '<', '5000'), order())).toBe(true);
    expect(ruleMatches(rule('price', '<', '4900'), order())).toBe(false);
  });

  it('regex searches the value case-insensitively', () => {
    expect(ruleMatches(rule('email', 'regex', '@example\\.com$'), order())).toBe(true);
    expect(ruleMatches(rule('company', 'regex', '^analytical'), order())).toBe(true);
    expect(ruleMatches(rule('ipAddress', 'regex', '^198\\.51\\.'), order())).toBe(false);
  });

  it('item fields (vendor, license, price) match when any item matches; country also reads the order', () => {
    expect(ruleMatches(rule('vendor', '=', 'peerless'), order())).toBe(true);
    expect(ruleMatches(rule('vendor', '=', 'other'), order())).toBe(false);
    expect(ruleMatches(rule('country', '=', 'ca'), order())).toBe(true);
    expect(ruleMatches(rule('country', '=', 'mx'), order({ items: [] }))).toBe(false);
    expect(ruleMatches(rule('country', '=', 'us'), order({ items: [] }))).toBe(true);
    expect(ruleMatches(rule('price', '>', '0'), order({ items: [] }))).toBe(false);
  });

  it('password rules see the plain password the buyer chose', () => {
    expect(ruleMatches(rule('password', '=', 'correct-horse-9'), order())).toBe(true);
    expect(ruleMatches(rule('password', 'regex', '^password'), order())).toBe(false);
  });

  it('a stored regex that no longer compiles never matches', () => {
    const broken = rule('email', 'regex', 'ada');
    broken.data = '(';
    expect(ruleMatches(broken, order())).toBe(false);
  });
});

describe('screening an order', () => {
  it('answers notFraud with nothing matched when no rule matches', () => {
    expect(screenOrder([rule('email', '=', 'eve@example.com', 'severeFraud')], order())).toEqual({
      level: 'notFraud',
      matched: [],
    });
  });

  it('gives the worst action among the matched rules', () => {
    const rules = [
      rule('country', '=', 'CA', 'automatedFraudReview', 1),
      rule('price', '>', '100000', 'severeFraud', 2),
      rule('vendor', '=', 'bwc', 'manualFraudReview', 3),
    ];
    const verdict = screenOrder(rules, order());
    expect(verdict.level).toBe('severeFraud');
    expect(verdict.matched.map((match) => match.action)).toEqual([
      'automatedFraudReview',
      'severeFraud',
      'manualFraudReview',
    ]);
  });

  it('runs the rules in ascending priority, ties by id, whatever order they come in', () => {
    const late = rule('email', 'regex', 'ada', 'manualFraudReview', 5);
    const early = rule('company', 'regex', 'engines', 'automatedFraudReview', -1);
    const tieFirst = rule('firstName', '=', 'ada', 'automatedFraudReview', 5);
    const verdict = screenOrder([late, tieFirst, early], order());
    expect(verdict.matched.map((match) => match.fraudRuleId)).toEqual([early.id, late.id, tieFirst.id]);
  });

  it('stops at a matching notFraud rule (an allow-list entry): later rules do not count', () => {
    const rules = [
      rule('email', '=', 'ada@example.com', 'notFraud', 0),
      rule('price', '>', '100000', 'severeFraud', 10),
    ];
    expect(screenOrder(rules, order())).toMatchObject({
      level: 'notFraud',
      matched: [{ action: 'notFraud', data: 'ada@example.com' }],
    });
  });

  it('keeps what matched before the allow-list entry: a rule with a lower priority still counts', () => {
    const rules = [
      rule('price', '>', '100000', 'severeFraud', 0),
      rule('email', '=', 'ada@example.com', 'notFraud', 1),
      rule('vendor', '=', 'bwc', 'manualFraudReview', 2),
    ];
    const verdict = screenOrder(rules, order());
    expect(verdict.level).toBe('severeFraud');
    expect(verdict.matched).toHaveLength(2);
  });

  it('never reports the buyer’s password, only the rule that matched it', () => {
    const verdict = screenOrder([rule('password', 'regex', 'horse', 'severeFraud')], order());
    expect(JSON.stringify(verdict)).not.toContain('Correct-Horse-9');
    expect(verdict.matched[0]).toMatchObject({ field: 'password', data: 'horse' });
  });
});
