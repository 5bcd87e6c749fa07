import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_STAGGER_MS, useSaveRun } from './save-run.ts';

afterEach(() => vi.useRealTimers());

describe('row saves', () => {
  it('start 120 ms apart, go processing then completed or failed, and report once all settled', async () => {
    vi.useFakeTimers();
    const onFinished = vi.fn();
    const runs = [vi.fn(() => Promise.resolve()), vi.fn(() => Promise.reject(new Error('boom')))];
    const { result } = renderHook(() => useSaveRun(onFinished));
    act(() =>
      result.current.start(
        runs.map((run, index) => ({ tn: `+1406234000${index}`, label: `n${index}`, run })),
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(runs[0]).toHaveBeenCalled();
    expect(runs[1]).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SAVE_STAGGER_MS - 1));
    expect(runs[1]).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(runs[1]).toHaveBeenCalled();
    expect(result.current.run?.finished).toBe(true);
    expect(result.current.run?.jobs.map((job) => job.status)).toEqual(['completed', 'failed']);
    expect(result.current.run?.jobs[1]?.message).toBe('Failed to process job');
    expect(onFinished).toHaveBeenCalledTimes(1);
  });
});
