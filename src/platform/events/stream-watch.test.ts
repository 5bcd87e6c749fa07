import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberCaller } from '../http/caller.ts';
import { StreamWatch, type WatchedStream } from './stream-watch.ts';

const caller = (credentialId: number, via: MemberCaller['via'] = 'session'): MemberCaller => ({
  kind: 'member',
  userId: 7,
  accountId: 3,
  brandingId: 1,
  role: 'admin',
  isEmployee: false,
  adminUser: false,
  accounting: false,
  via,
  credentialId,
  authenticatedAt: new Date(0),
  mfaPassed: false,
});

function stream(of: MemberCaller) {
  const seen: string[] = [];
  const watched: WatchedStream = {
    caller: of,
    end: () => seen.push('ended'),
    heartbeat: () => seen.push('heartbeat'),
  };
  return { watched, seen };
}

describe('StreamWatch', () => {
  it('asks once for all open streams, once per credential, and ends only the streams whose credential fell', async () => {
    const asked: MemberCaller[][] = [];
    const watch = new StreamWatch({
      stillValid: async (callers) => {
        asked.push(callers);
        return callers.map((c) => !(c.via === 'session' && c.credentialId === 2));
      },
      checkMs: 15_000,
      heartbeatMs: 25_000,
    });
    const tabs = [stream(caller(1)), stream(caller(1)), stream(caller(2)), stream(caller(2, 'token'))];
    const stops = tabs.map((tab) => watch.add(tab.watched));

    await watch.check();

    expect(asked.map((callers) => callers.map((c) => `${c.via}:${c.credentialId}`))).toEqual([
      ['session:1', 'session:2', 'token:2'],
    ]);
    expect(tabs.map((tab) => tab.seen)).toEqual([[], [], ['ended'], []]);
    expect(watch.size).toBe(3);
    for (const stop of stops) stop();
  });

  it('ends every stream when the check itself fails, so browsers reconnect', async () => {
    const watch = new StreamWatch({
      stillValid: () => Promise.reject(new Error('database down')),
      checkMs: 15_000,
      heartbeatMs: 25_000,
    });
    const tabs = [stream(caller(1)), stream(caller(2))];
    for (const tab of tabs) watch.add(tab.watched);

    await watch.check();

    expect(tabs.map((tab) => tab.seen)).toEqual([['ended'], ['ended']]);
    expect(watch.size).toBe(0);
  });

  it('sends a heartbeat to the open streams once the heartbeat interval has passed in checks', async () => {
    const watch = new StreamWatch({
      stillValid: async (callers) => callers.map(() => true),
      checkMs: 15_000,
      heartbeatMs: 25_000,
    });
    const tab = stream(caller(1));
    const stop = watch.add(tab.watched);

    await watch.check();
    expect(tab.seen).toEqual([]);
    await watch.check();
    expect(tab.seen).toEqual(['heartbeat']);
    stop();
  });

  describe('timer', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('checks every interval while a stream is open, and stops once the last one closes', async () => {
      vi.useFakeTimers();
      let checks = 0;
      const watch = new StreamWatch({
        stillValid: async (callers) => {
          checks++;
          return callers.map(() => true);
        },
        checkMs: 15_000,
        heartbeatMs: 25_000,
      });
      const stop = watch.add(stream(caller(1)).watched);
      const alsoOpen = watch.add(stream(caller(2)).watched);

      await vi.advanceTimersByTimeAsync(30_000);
      expect(checks).toBe(2);
      stop();
      alsoOpen();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(checks).toBe(2);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
