import { describe, expect, it } from 'vitest';
import { batchedInOrder } from './event-hub.ts';

describe('batchedInOrder', () => {
  it('works the calls made while a batch runs as the next batch, in call order', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const firstRunning = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchThenDeliver = batchedInOrder(async (ids: number[]) => {
      batches.push(ids);
      if (ids[0] === 1) await firstRunning;
    });

    const first = fetchThenDeliver(1);
    while (!batches.length) await Promise.resolve();
    const later = [fetchThenDeliver(3), fetchThenDeliver(2), fetchThenDeliver(4)];
    release();
    await Promise.all([first, ...later]);

    expect(batches).toEqual([[1], [3, 2, 4]]);
  });

  it('never starts a batch before the one before it has finished', async () => {
    const done: number[] = [];
    const started: number[][] = [];
    const run = batchedInOrder(async (ids: number[]) => {
      started.push(ids);
      // The first batch is the slow one: overlapping, batch [2] would finish first.
      if (ids[0] === 1) for (let i = 0; i < 10; i++) await Promise.resolve();
      done.push(...ids);
    });

    const first = run(1);
    while (!started.length) await Promise.resolve();
    await Promise.all([first, run(2)]);

    expect(started).toEqual([[1], [2]]);
    expect(done).toEqual([1, 2]);
  });

  it('goes on with the next batch after one fails', async () => {
    const done: number[] = [];
    const run = batchedInOrder(async (ids: number[]) => {
      if (ids.includes(1)) throw new Error('fetch failed');
      done.push(...ids);
    });

    await expect(run(1)).rejects.toThrow('fetch failed');
    await run(2);

    expect(done).toEqual([2]);
  });
});
