import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL } from '../../../src/platform/events/live-event.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { openStream } from '../../support/event-stream.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withHub: true });
  await seedLogins(t);
});
afterAll(() => t.close());

/** A transaction that has written an event (its id taken) but not committed yet. */
async function uncommittedEvent(accountId: number, name: string) {
  const client = new pg.Client({ connectionString: t.config.DATABASE_URL });
  await client.connect();
  await client.query('begin');
  const { rows } = await client.query<{ id: string }>(
    `insert into platform.event (account_id, service, type, data) values ($1, 'test', 'created', $2) returning id`,
    [accountId, JSON.stringify({ name })],
  );
  await client.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, rows[0]!.id]);
  return {
    id: Number(rows[0]!.id),
    commit: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

describe('GET /api/events delivery order', () => {
  it('delivers an event whose transaction commits after a later-numbered one', async () => {
    const cookie = await logIn(t, 'admin@numberyard.test');
    const [account] = await t.sql<{ id: number }>(
      `select m.account_id as id from accounts.membership m join accounts."user" u on u.id = m.user_id
        where u.email = 'admin@numberyard.test' order by m.id limit 1`,
    );
    const stream = await openStream(t, cookie);
    const first = await uncommittedEvent(account!.id, 'first');
    const second = await uncommittedEvent(account!.id, 'second');
    expect(second.id).toBeGreaterThan(first.id);
    await second.commit();
    expect((await stream.next()).data).toEqual({ name: 'second' });
    await first.commit();
    expect((await stream.next()).data).toEqual({ name: 'first' });
    await stream.close();
  });
});
