import { describe, expect, it } from 'vitest';
import { oneAtATime } from './event-hub.ts';

describe('oneAtATime', () => {
  it('finishes each call before the next starts, even when a later one would be quicker', async () => {
    const done: number[] = [];
    const fetchThenDeliver = oneAtATime(async (id: number) => {
      // The first fetch is the slow one: without ordering, event 2 would be delivered before event 1.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      if (id === 1) for (let i = 0; i < 10; i++) await Promise.resolve();
      done.push(id);
    });

    await Promise.all([fetchThenDeliver(1), fetchThenDeliver(2), fetchThenDeliver(3)]);

    expect(done).toEqual([1, 2, 3]);
  });

  it('goes on with the next call after one fails', async () => {
    const done: number[] = [];
    const run = oneAtATime(async (id: number) => {
      if (id === 1) throw new Error('fetch failed');
      done.push(id);
    });

    await expect(run(1)).rejects.toThrow('fetch failed');
    await run(2);

    expect(done).toEqual([2]);
  });
});
