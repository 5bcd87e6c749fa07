import {
  compileFraudRegex,
  FRAUD_ACTIONS,
  FRAUD_MATCH_INPUT_MAX,
  type FraudAction,
  type FraudRuleField,
} from '../../../shared/fraud-rules.ts';
import type { FraudRule } from './fraud-rule.ts';

/** What checkout shows the rules: the buyer's details and the basket's items. */
export interface ScreenedOrder {
  fullName: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  ipAddress: string;
  address: string;
  /** Plain text, seen only while the rules run: never stored, logged or returned. */
  password: string;
  country: string;
  items: { vendor: string; license: boolean; priceCents: number; country: string }[];
}

export interface FraudMatch {
  fraudRuleId: number;
  field: string;
  operator: string;
  data: string;
  action: string;
  comment: string;
}

export interface FraudVerdict {
  level: FraudAction;
  matched: FraudMatch[];
}

type RuleLike = Pick<FraudRule, 'id' | 'field' | 'operator' | 'data' | 'action' | 'comment' | 'priority'>;

/**
 * ADR 0029. The rules run in ascending priority (ties by id). A matching notFraud rule is an allow-list
 * entry: evaluation stops there. The worst action among the rules matched so far is the level; no match
 * is notFraud. A bad rule (a regex that no longer compiles) never matches.
 */
export function screenOrder(rules: readonly RuleLike[], order: ScreenedOrder): FraudVerdict {
  const ordered = [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const matched: FraudMatch[] = [];
  let level: FraudAction = 'notFraud';
  for (const rule of ordered) {
    if (!ruleMatches(rule, order)) continue;
    matched.push({
      fraudRuleId: rule.id,
      field: rule.field,
      operator: rule.operator,
      data: rule.data,
      action: rule.action,
      comment: rule.comment,
    });
    if (severity(rule.action) > severity(level)) level = rule.action;
    if (rule.action === 'notFraud') break;
  }
  return { level, matched };
}

const severity = (action: FraudAction) => FRAUD_ACTIONS.indexOf(action);

/** Whether one rule matches the order: item fields match when any item does (country: the order's too). */
export function ruleMatches(
  rule: Pick<RuleLike, 'field' | 'operator' | 'data'>,
  order: ScreenedOrder,
): boolean {
  const test = comparison(rule);
  return valuesOf(rule.field, order).some(test);
}

function valuesOf(field: FraudRuleField, order: ScreenedOrder): (string | number | boolean)[] {
  switch (field) {
    case 'vendor':
      return order.items.map((item) => item.vendor);
    case 'license':
      return order.items.map((item) => item.license);
    case 'price':
      return order.items.map((item) => item.priceCents);
    case 'country':
      return [order.country, ...order.items.map((item) => item.country)];
    default:
      return [order[field]];
  }
}

function comparison(
  rule: Pick<RuleLike, 'operator' | 'data'>,
): (value: string | number | boolean) => boolean {
  const { operator, data } = rule;
  switch (operator) {
    case '<':
      return (value) => typeof value === 'number' && value < Number(data);
    case '>':
      return (value) => typeof value === 'number' && value > Number(data);
    case '=':
      return (value) => {
        if (typeof value === 'number') return value === Number(data);
        if (typeof value === 'boolean') return String(value) === data.toLowerCase();
        return value.trim().toLowerCase() === data.trim().toLowerCase();
      };
    case 'regex': {
      const regex = compileFraudRegex(data);
      if (!regex) return () => false;
      return (value) => typeof value === 'string' && regex.test(value.slice(0, FRAUD_MATCH_INPUT_MAX));
    }
  }
}
