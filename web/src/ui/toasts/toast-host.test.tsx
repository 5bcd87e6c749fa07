import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { toastsFor } from './toast-state.ts';

function stackAt(location: string): HTMLElement {
  const stack = document.querySelector<HTMLElement>(`.toast-stack[data-location="${location}"]`);
  if (!stack) throw new Error(`no toast stack for ${location}`);
  return stack;
}

describe('toasts', () => {
  it('disappear after 3000 ms when no timeout is given', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(null);
    act(() => {
      toastsFor(store).show({ message: 'Saved', kind: 'success', location: 'NE' });
    });

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('stay for the timeout they were given', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(null);
    act(() => {
      toastsFor(store).show({ message: 'Slow', kind: 'success', location: 'S', timeoutMs: 10_000 });
    });

    act(() => vi.advanceTimersByTime(9999));
    expect(screen.queryByText('Slow')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Slow')).toBeNull();
  });

  it('appear at their location and stack there in the order they were shown', () => {
    const { store } = renderWithProviders(null);
    act(() => {
      const toasts = toastsFor(store);
      toasts.show({ message: 'First', kind: 'success', location: 'SW' });
      toasts.show({ message: 'Second', kind: 'error', location: 'SW' });
      toasts.show({ message: 'Elsewhere', kind: 'success', location: 'N' });
    });

    const southWest = within(stackAt('SW'));
    expect(southWest.getAllByText(/First|Second/).map((node) => node.textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(within(stackAt('N')).getByText('Elsewhere')).toBeTruthy();
    expect(within(stackAt('NE')).queryByText('First')).toBeNull();
  });

  it('are green for success and red for errors, and errors are announced assertively', () => {
    const { store } = renderWithProviders(null);
    act(() => {
      toastsFor(store).show({ message: 'Done', kind: 'success', location: 'NE' });
      toastsFor(store).show({ message: 'Failed', kind: 'error', location: 'NE' });
    });

    const done = screen.getByText('Done').closest('.toast');
    expect(done?.classList.contains('toast--success')).toBe(true);
    expect(done?.getAttribute('role')).toBeNull();
    expect(stackAt('NE').getAttribute('aria-live')).toBe('polite');
    const failed = screen.getByRole('alert');
    expect(failed.classList.contains('toast--error')).toBe(true);
    expect(failed.textContent).toContain('Failed');
  });

  it('close at once with their close button', async () => {
    const { store } = renderWithProviders(null);
    act(() => {
      toastsFor(store).show({ message: 'Bye', kind: 'success', location: 'E' });
    });

    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('with a timeout of 0 stay until closed', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(null);
    act(() => {
      toastsFor(store).show({ message: 'Sticky', kind: 'error', location: 'W', timeoutMs: 0 });
    });

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Sticky')).not.toBeNull();
  });
});
