import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { makeTransactional, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { EventHub } from '../../../src/platform/events/event-hub.ts';
import { PostgresEventStore } from '../../../src/platform/events/event-store.ts';
import type { LiveEvent } from '../../../src/platform/events/live-event.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The platform store, counting the event ids each fetch asks for. */
class CountingStore extends PostgresEventStore {
  readonly fetches: number[][] = [];
  override async byIds(ids: number[]) {
    this.fetches.push([...ids]);
    return super.byIds(ids);
  }
}

describe('EventHub fan-out', () => {
  it('fetches each notified event once per process, however many streams of its account are open', async () => {
    const sql = makeSqlExecutor(t.orm);
    const store = new CountingStore(sql);
    const runInContext = <T>(work: () => Promise<T>) => withContext(t.orm, work);
    const hub = new EventHub({
      store,
      connectionString: t.config.DATABASE_URL!,
      logger: createLogger('silent'),
      runInContext,
    });
    await hub.start();
    const received = [[], [], []] as LiveEvent[][];
    const elsewhere: LiveEvent[] = [];
    const unsubscribe = [
      ...received.map((into) =>
        hub.subscribe({ accountId: 1, deliver: (e) => into.push(e), resync: () => {} }),
      ),
      hub.subscribe({ accountId: 2, deliver: (e) => elsewhere.push(e), resync: () => {} }),
    ];
    try {
      // Three events in one transaction: their notifications arrive together, in commit order.
      await makeTransactional(t.orm)(async () => {
        for (const name of ['a', 'b', 'c'])
          await store.publish({ accountId: 1, service: 'test', type: 'created', data: { name } });
      });
      await expect.poll(() => received.map((into) => into.length), { timeout: 5000 }).toEqual([3, 3, 3]);

      for (const into of received)
        expect(into.map((e) => (e.data as { name: string }).name)).toEqual(['a', 'b', 'c']);
      expect(store.fetches.flat()).toHaveLength(3);
      expect(new Set(store.fetches.flat()).size).toBe(3);
      // One object per event, shared by the streams it goes to (serialised once).
      expect(received[1]![0]).toBe(received[0]![0]);
      expect(elsewhere).toEqual([]);
    } finally {
      for (const stop of unsubscribe) stop();
      await hub.stop();
    }
  });
});
