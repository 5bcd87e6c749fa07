import type { AuditEntry } from '../domain/audit-entry.ts';
import type { FraudRule } from '../domain/fraud-rule.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { FraudRuleRepository } from '../ports/fraud-rule-repository.ts';
import type { StaffDirectory } from '../ports/staff-directory.ts';

/** Enough of the repository for the use cases: the where filter on status only, pages in id order. */
export class InMemoryFraudRules implements FraudRuleRepository {
  rules: FraudRule[] = [];
  #nextId = 1;

  async list(query: { where: Record<string, { $eq?: unknown }>; limit: number; offset: number }) {
    const status = query.where.status?.$eq;
    const matching = this.rules.filter((rule) => status === undefined || rule.status === status);
    return { data: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
  }
  async active() {
    return this.rules.filter((rule) => rule.status === 'active');
  }
  async byId(id: number) {
    return this.rules.find((rule) => rule.id === id) ?? null;
  }
  async add(rule: FraudRule) {
    rule.id = this.#nextId++;
    this.rules.push(rule);
    return rule;
  }
  async flush() {}
}

export class InMemoryAuditLog implements AuditLog {
  entries: AuditEntry[] = [];
  async append(entry: AuditEntry) {
    entry.id = this.entries.length + 1;
    this.entries.push(entry);
  }
}

export class InMemoryStaffDirectory implements StaffDirectory {
  readonly emails: Record<number, string>;
  constructor(emails: Record<number, string> = {}) {
    this.emails = emails;
  }
  async emailOf(userId: number) {
    return this.emails[userId] ?? null;
  }
}
