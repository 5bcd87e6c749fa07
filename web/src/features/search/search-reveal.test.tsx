import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { numbersIn } from '../../../test/fixtures/search.ts';
import { listNumbers, searchCalls } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Spec 2, section 9: "3 second wait before regular results are revealed". */
describe('the wait before regular results', () => {
  it('reveals regular results 3 seconds after the search starts, showing progress until then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    listNumbers(numbersIn('201', 5, { sectionName: 'For Sale Under $100' }));
    renderApp('/search?npa=201', { regularRevealWaitMs: 3_000 });
    await waitFor(() => expect(searchCalls().length).toBeGreaterThan(0));

    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.queryByRole('heading', { name: 'For Sale Under $100' })).toBeNull();
    expect(screen.getByText('Searching for numbers…')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Searching…');

    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'For Sale Under $100' })).toBeTruthy();
    expect(screen.queryByText('Searching for numbers…')).toBeNull();
    vi.useRealTimers();
  });

  it('shows paged results as soon as they arrive: the wait is for regular results only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    listNumbers(numbersIn('201', 5), { style: 'more' });
    renderApp('/search?npa=201&moreResults=true', { regularRevealWaitMs: 3_000 });

    expect(await screen.findByRole('list', { name: 'Search results' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('5 numbers found');
    vi.useRealTimers();
  });
});
