/**
 * One line of the staff audit log: who did what to which thing, with the thing before and after
 * (null when it did not exist before, or no longer after). Written in the same transaction as the change.
 */
export class AuditEntry {
  id!: number;
  actorUserId: number;
  /** What was done, '<area>.<verb>': e.g. 'fraudRule.create'. */
  action: string;
  /** What it was done to, '<kind>:<id>': e.g. 'fraudRule:12'. */
  subject: string;
  before: unknown;
  after: unknown;
  at: Date;

  constructor(props: {
    actorUserId: number;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
    at: Date;
  }) {
    this.actorUserId = props.actorUserId;
    this.action = props.action.trim();
    this.subject = props.subject.trim();
    this.before = props.before ?? null;
    this.after = props.after ?? null;
    this.at = props.at;
  }
}
