import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShutdownGate } from './shutdown-gate.ts';

afterEach(() => vi.useRealTimers());

describe('ShutdownGate', () => {
  it('gives up waiting after the timeout and says how many requests were still running', async () => {
    vi.useFakeTimers();
    const gate = new ShutdownGate();
    const never = gate.wrap((_request: Request) => new Promise<Response>(() => {}));
    void never(new Request('http://localhost/api/slow'));
    const closed = gate.close(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await closed).toEqual({ unfinished: 1 });
  });

  it('closes at once when nothing is running', async () => {
    expect(await new ShutdownGate().close(30_000)).toEqual({ unfinished: 0 });
  });
});
