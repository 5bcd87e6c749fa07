import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../clock/clock.ts';
import type { Orm } from '../db/orm.ts';
import { createLogger } from '../logging/logger.ts';
import { PostgresSecurityLog } from './postgres-security-log.ts';
import { runInRequestScope } from './request-scope.ts';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

/** An ORM whose database is down: every statement fails. */
const brokenOrm = {
  em: {
    getConnection: () => ({
      execute: async () => {
        throw new Error('connection refused');
      },
    }),
  },
} as unknown as Orm;

describe('the security log line', () => {
  it("writes one JSON line with event 'security.*', the user, the request id and the address", async () => {
    const { logger, lines } = capture();
    const log = new PostgresSecurityLog({
      orm: brokenOrm,
      logger,
      clock: new FixedClock('2026-11-22T12:00:00Z'),
    });
    await runInRequestScope({ requestId: 'req-1', ip: '203.0.113.9' }, () =>
      log.record({
        event: 'security.login.failed',
        email: 'ann@example.com',
        detail: { reason: 'wrong_password' },
      }),
    );
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'security.login.failed',
      event: 'security.login.failed',
      at: '2026-11-22T12:00:00.000Z',
      email: 'ann@example.com',
      userId: null,
      ip: '203.0.113.9',
      requestId: 'req-1',
      detail: { reason: 'wrong_password' },
    });
  });

  it('never fails the caller when the row cannot be stored, and says so in the log', async () => {
    const { logger, lines } = capture();
    const log = new PostgresSecurityLog({
      orm: brokenOrm,
      logger,
      clock: new FixedClock('2026-11-22T12:00:00Z'),
    });
    await expect(log.record({ event: 'security.mfa.failed', userId: 7 })).resolves.toBeUndefined();
    expect(lines.map((line) => line.msg)).toEqual(['security.mfa.failed', 'security event not stored']);
    expect(lines[0]).toMatchObject({ ip: null, requestId: null });
  });
});
