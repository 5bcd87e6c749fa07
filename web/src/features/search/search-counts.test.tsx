import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../test/fixtures/search.ts';
import { numbersIn, searchAnswer } from '../../../test/fixtures/search.ts';
import { backend, http, searchCalls } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A paged answer of 201 as the server would send it; counts and ages are the fixture's, not computed here. */
function pagedAnswer(overrides: Partial<SearchResult> = {}): SearchResult {
  return searchAnswer(numbersIn('201', 3), {
    total: 12_437,
    filterData: {
      city: [{ value: 'Hackensack', label: 'Hackensack', count: 12_437 }],
      categories: [],
      patterns: [],
      vendors: [],
      prices: [],
      groups: [
        { value: '2', label: '2 or more in a row', count: 7 },
        { value: '10', label: '10 or more in a row', count: 1 },
      ],
      buyNowLimit: 100_000,
      noCriteria: false,
      countsPartial: false,
    },
    ...overrides,
  });
}

function answerWith(answer: SearchResult) {
  server.use(
    http.get('/api/tnSearch', ({ request, response }) => {
      backend.calls.push({ operation: 'searchNumbers', body: new URL(request.url).searchParams });
      return response(200).json(answer);
    }),
  );
}

async function openPaged() {
  const view = renderApp('/search?npa=201&moreResults=true');
  await screen.findByRole('heading', { name: 'Search numbers' });
  await screen.findAllByRole('article');
  return view;
}

describe('search counts', () => {
  it('says plainly when the total is approximate and how old it is', async () => {
    answerWith(pagedAnswer({ totalApproximate: true, countsAsOf: minutesAgo(3) }));
    await openPaged();

    expect(screen.getByText('About 12,400 numbers · counted 3 minutes ago')).toBeTruthy();
  });

  it('says nothing of age when every count was made for the answer', async () => {
    answerWith(pagedAnswer());
    await openPaged();

    expect(screen.queryByText(/counted/)).toBeNull();
    expect(screen.queryByText(/approximate/)).toBeNull();
  });

  it('notes approximate sidebar counts with their age', async () => {
    answerWith(pagedAnswer({ facetsApproximate: true, countsAsOf: minutesAgo(4) }));
    await openPaged();

    const filters = within(screen.getByRole('complementary', { name: 'Filters' }));
    expect(filters.getByText('Counts are approximate, counted 4 minutes ago.')).toBeTruthy();
    expect(screen.queryByText(/About 12,400/)).toBeNull();
  });

  it('offers the block sizes on offer with their counts, and searches blocks of the size chosen', async () => {
    answerWith(pagedAnswer());
    const { user } = await openPaged();

    const blocks = within(screen.getByRole('list', { name: 'Blocks on offer' }));
    expect(blocks.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 or more in a row (7 blocks)',
      '10 or more in a row (1 block)',
    ]);
    await user.click(blocks.getByRole('button', { name: '2 or more in a row' }));

    await expect.poll(() => searchCalls().at(-1)?.get('consecutive')).toBe('2');
    expect(searchCalls().at(-1)?.get('sort')).toBe('tn');
    expect(blocks.getByRole('button', { name: '2 or more in a row' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
