import type { Logger } from 'pino';
import type { Clock } from '../clock/clock.ts';
import type { Orm } from '../db/orm.ts';
import { currentRequestScope } from './request-scope.ts';
import type { SecurityEvent, SecurityLog, SecurityRecord } from './security-log.ts';

/** Builds the stored record: the reported event, the time and the request it came from. */
export function toSecurityRecord(event: SecurityEvent, now: Date): SecurityRecord {
  const scope = currentRequestScope();
  return {
    event: event.event,
    at: now,
    userId: event.userId ?? null,
    email: event.email ?? null,
    accountId: event.accountId ?? null,
    ip: scope?.ip ?? null,
    requestId: scope?.requestId ?? null,
    detail: event.detail ?? {},
  };
}

/**
 * One JSON log line (`event: 'security.*'`, for the log pipeline's alerts) and one row in
 * platform.security_event (for support and audits, kept SECURITY_LOG_DAYS days).
 * The row is written on its own connection, outside the caller's transaction: a failed sign-in
 * rolls its transaction back, and its record must survive that.
 */
export class PostgresSecurityLog implements SecurityLog {
  readonly #orm: Orm;
  readonly #logger: Logger;
  readonly #clock: Clock;

  constructor(deps: { orm: Orm; logger: Logger; clock: Clock }) {
    this.#orm = deps.orm;
    this.#logger = deps.logger;
    this.#clock = deps.clock;
  }

  async record(event: SecurityEvent): Promise<void> {
    const record = toSecurityRecord(event, this.#clock.now());
    this.#logger.info({ ...record, at: record.at.toISOString() }, record.event);
    try {
      // The driver's connection with no transaction context takes a pooled connection of its own.
      await this.#orm.em.getConnection().execute(
        `insert into platform.security_event
             (event, occurred_at, user_id, email, account_id, ip, request_id, detail)
           values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          record.event,
          record.at,
          record.userId,
          record.email,
          record.accountId,
          record.ip,
          record.requestId,
          JSON.stringify(record.detail),
        ],
        'run',
      );
    } catch (err) {
      this.#logger.error({ err, event: record.event }, 'security event not stored');
    }
  }

  /** Deletes records older than `before`; answers how many. */
  async purgeBefore(before: Date): Promise<number> {
    const result = await this.#orm.em
      .getConnection()
      .execute('delete from platform.security_event where occurred_at < ?', [before], 'run');
    return (result as { affectedRows?: number }).affectedRows ?? 0;
  }
}
