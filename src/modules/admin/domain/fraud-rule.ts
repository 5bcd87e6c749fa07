import { ValidationError } from '../../../shared/domain-error.ts';
import {
  BOOLEAN_FRAUD_FIELDS,
  FRAUD_RULE_COMMENT_MAX,
  type FraudAction,
  type FraudRuleField,
  type FraudRuleOperator,
  fraudRuleProblems,
  NUMERIC_FRAUD_FIELDS,
} from '../../../shared/fraud-rules.ts';
import { FraudRuleNotFound } from './admin.errors.ts';

export type FraudRuleStatus = 'active' | 'inactive';

export interface FraudRuleInput {
  field: FraudRuleField;
  operator: FraudRuleOperator;
  data: string;
  action: FraudAction;
  comment: string;
  priority: number;
}

const invalid = (errors: Record<string, string>) =>
  new ValidationError('admin.fraud_rule_invalid', Object.values(errors)[0] ?? 'Invalid fraud rule.', {
    errors,
  });

/**
 * A staff rule checked at checkout (spec 3): when an order's `field` compares to `data` with `operator`,
 * the order gets `action`. Deleting marks it inactive; it stays for the audit log.
 */
export class FraudRule {
  id!: number;
  field: FraudRuleField;
  operator: FraudRuleOperator;
  data: string;
  action: FraudAction;
  comment: string;
  /** Lower runs first; ties by id. */
  priority: number;
  /** Who last wrote the rule (a staff user's email), and their id. */
  who: string;
  whoUserId: number;
  createdAt: Date;
  status: FraudRuleStatus;

  constructor(props: FraudRuleInput & { who: string; whoUserId: number; now: Date }) {
    const rule = checked(props);
    this.field = rule.field;
    this.operator = rule.operator;
    this.data = rule.data;
    this.action = rule.action;
    this.comment = rule.comment;
    this.priority = rule.priority;
    this.who = props.who;
    this.whoUserId = props.whoUserId;
    this.createdAt = props.now;
    this.status = 'active';
  }

  /** Changes the fields sent (the whole rule is checked again); `who` becomes the editor. */
  edit(changes: Partial<FraudRuleInput>, editor: { who: string; whoUserId: number }): void {
    this.assertActive();
    Object.assign(this, checked({ ...this.snapshot(), ...changes }), editor);
  }

  /** DELETE /api/admin/fraudRules/{id}: the rule stops applying. */
  deactivate(): void {
    this.assertActive();
    this.status = 'inactive';
  }

  /** A deleted rule is gone for staff: editing or deleting it again answers 404. */
  assertActive(): void {
    if (this.status !== 'active') throw new FraudRuleNotFound();
  }

  /** The rule's fields, for the audit log's before and after. */
  snapshot() {
    return {
      fraudRuleId: this.id,
      field: this.field,
      operator: this.operator,
      data: this.data,
      action: this.action,
      comment: this.comment,
      priority: this.priority,
      who: this.who,
      status: this.status,
    };
  }
}

function checked(input: FraudRuleInput): FraudRuleInput {
  const data = input.data.trim();
  const comment = input.comment.trim();
  const problems = { ...fraudRuleProblems({ ...input, data }) };
  if (comment.length > FRAUD_RULE_COMMENT_MAX)
    Object.assign(problems, { comment: `Comment is at most ${FRAUD_RULE_COMMENT_MAX} characters.` });
  if (!Number.isSafeInteger(input.priority) || Math.abs(input.priority) > 1_000_000)
    Object.assign(problems, { priority: 'Priority is a whole number.' });
  if (Object.keys(problems).length) throw invalid(problems);
  return {
    ...input,
    data: normalisedData(input.field, data),
    comment,
  };
}

/** Prices as their plain digits, true/false in lower case, anything else as typed (trimmed). */
function normalisedData(field: FraudRuleField, data: string): string {
  if (NUMERIC_FRAUD_FIELDS.includes(field)) return String(Number(data));
  if (BOOLEAN_FRAUD_FIELDS.includes(field)) return data.toLowerCase();
  return data;
}
