import { EntitySchema } from '@mikro-orm/postgresql';
import { AuditEntry } from '../../domain/audit-entry.ts';
import { FraudRule } from '../../domain/fraud-rule.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** Staff fraud rules (spec 3); deleted ones stay, inactive, for the audit log. */
export const FraudRuleSchema = new EntitySchema<FraudRule>({
  class: FraudRule,
  tableName: 'fraud_rule',
  schema: 'admin',
  indexes: [{ name: 'fraud_rule_status_priority_idx', properties: ['status', 'priority'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    field: { type: 'string', length: 20 },
    operator: { type: 'string', length: 8 },
    data: { type: 'string', length: 200 },
    action: { type: 'string', length: 24 },
    comment: { type: 'string', length: 500 },
    priority: { type: 'integer' },
    who: { type: 'string', length: 254 },
    whoUserId: { type: 'integer' },
    createdAt: timestamp,
    status: { type: 'string', length: 10 },
  },
});

/** The staff audit log: append only. */
export const AuditEntrySchema = new EntitySchema<AuditEntry>({
  class: AuditEntry,
  tableName: 'audit_entry',
  schema: 'admin',
  indexes: [
    { name: 'audit_entry_at_idx', properties: ['at'] },
    { name: 'audit_entry_subject_idx', properties: ['subject'] },
  ],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    actorUserId: { type: 'integer' },
    action: { type: 'string', length: 60 },
    subject: { type: 'string', length: 120 },
    before: { type: 'json', columnType: 'jsonb', nullable: true },
    after: { type: 'json', columnType: 'jsonb', nullable: true },
    at: timestamp,
  },
});

export const adminEntities = [FraudRuleSchema, AuditEntrySchema];
