import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandTwo, guestProfile } from '../../../test/fixtures/profiles.ts';
import type { SearchResult } from '../../../test/fixtures/search.ts';
import {
  facet,
  filterData,
  numbersIn,
  searchAnswer,
  searchNumber,
  sectionsAnswer,
} from '../../../test/fixtures/search.ts';
import { backend, callsTo, http, listNumbers, searchCalls } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import type { RenderAppOptions } from '../../../test/render-app.tsx';
import { renderApp } from '../../../test/render-app.tsx';

async function openSearch(path: string, options?: RenderAppOptions) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { name: 'Search numbers' });
  return view;
}

const lastSearch = () => searchCalls().at(-1);
const _listing = (humanTn: string) => within(screen.getByRole('article', { name: humanTn }));
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('search results', () => {
  it('invites to pick an area code or type a word while the search lacks criteria', async () => {
    await openSearch('/search');

    expect(await screen.findByRole('heading', { name: 'Find your number' })).toBeTruthy();
    expect(lastSearch()?.toString()).toBe('type=local&withAggregations=true');
  });

  it('shows the sections in the order received, under their names', async () => {
    listNumbers([
      ...numbersIn('201', 4, { sectionName: 'For Sale Under $100' }),
      ...numbersIn('201', 2, { sectionName: 'Best Numbers', tag: 'best' }, 2340200),
      ...numbersIn('201', 1, { sectionName: 'For License Under $100' }, 2340300),
    ]);
    await openSearch('/search?npa=201');

    await screen.findByRole('heading', { name: 'Best Numbers' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['For Sale Under $100', 'Best Numbers', 'For License Under $100']);
    expect(
      within(screen.getByRole('list', { name: 'For Sale Under $100' })).getAllByRole('article'),
    ).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('7 numbers found');
    expect(lastSearch()?.get('npa')).toBe('201');
  });

  it('shows the promoted Pig Pick first, marked Promoted, and adds it to the cart with its promotion', async () => {
    const promoted = searchNumber('+12012349999', {
      sectionName: 'Pig Pick',
      tag: 'prime',
      pigPick: 10,
      promotion: 'signed-by-the-server',
    });
    listNumbers([promoted, ...numbersIn('201', 2, { sectionName: 'For Sale Under $100' })]);
    const { user } = await openSearch('/search?npa=201');

    const section = await screen.findByRole('list', { name: 'Pig Pick' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Pig Pick', 'For Sale Under $100']);
    const article = within(section).getByRole('article', { name: '(201) 234-9999' });
    expect(within(within(article).getByRole('list', { name: 'Tags' })).getByText('Promoted')).toBeTruthy();
    await user.click(within(article).getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(callsTo('addBasketItem')).toHaveLength(1));
    expect(callsTo('addBasketItem')[0]).toMatchObject({ tn: promoted.tn, promotion: 'signed-by-the-server' });
  });

  it('adds a normal result without any promotion', async () => {
    listNumbers(numbersIn('201', 1, { sectionName: 'For Sale Under $100' }));
    const { user } = await openSearch('/search?npa=201');

    const [article] = await screen.findAllByRole('article');
    expect(within(article!).queryByText('Promoted')).toBeNull();
    await user.click(within(article!).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(callsTo('addBasketItem')).toHaveLength(1));
    expect(callsTo('addBasketItem')[0]).not.toHaveProperty('promotion');
  });

  it('switches to paged mode with More results and pages with skip', async () => {
    const all = numbersIn('201', 60);
    backend.searchAnswer = (query) => {
      const skip = Number(query.get('$skip'));
      const limit = Number(query.get('$limit'));
      return query.get('moreResults')
        ? searchAnswer(all.slice(skip, skip + limit), {
            total: all.length,
            skip,
            limit,
            filterData: filterData(),
          })
        : sectionsAnswer(all.slice(0, 4), { total: all.length });
    };
    const { user, router } = await openSearch('/search?npa=201');

    await user.click(await screen.findByRole('link', { name: 'More results' }));
    await screen.findByText('Displaying results 1 to 48');
    expect(params(router.state.location.search)).toMatchObject({ moreResults: 'true', sort: 'price+' });
    expect(params(lastSearch()?.toString() ?? '')).toMatchObject({
      $limit: '48',
      $skip: '0',
      sort: 'price+',
    });
    expect(screen.getByRole('status').textContent).toBe('60 numbers found');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Displaying results 49 to 60');
    expect(params(router.state.location.search)).toMatchObject({ skip: '48' });
    expect(lastSearch()?.get('$skip')).toBe('48');
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.selectOptions(screen.getByLabelText('Results per page'), '12');
    await screen.findByText('Displaying results 1 to 12');
    expect(params(lastSearch()?.toString() ?? '')).toMatchObject({ $limit: '12', $skip: '0' });
  });

  it("asks for the next page by the answer's cursor (keyset), and for any other page by skip", async () => {
    const all = numbersIn('201', 40);
    backend.searchAnswer = (query) => {
      const after = query.get('after');
      const skip = after ? Number(/^a(\d+)\./.exec(after)![1]) : Number(query.get('$skip'));
      const limit = Number(query.get('$limit'));
      const next = skip + limit < all.length ? `a${skip + limit}.2500.${skip + limit}` : null;
      return searchAnswer(all.slice(skip, skip + limit), { total: all.length, skip, limit, next });
    };
    const { user, router } = await openSearch('/search?npa=201&moreResults=true&limit=12');
    await screen.findByText('Displaying results 1 to 12');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Displaying results 13 to 24');
    expect(lastSearch()?.get('after')).toBe('a12.2500.12');
    expect(lastSearch()?.has('$skip')).toBe(false);
    expect(params(router.state.location.search)).toMatchObject({ skip: '12', after: 'a12.2500.12' });

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await screen.findByText('Displaying results 37 to 40');
    expect(lastSearch()?.get('$skip')).toBe('36');
    expect(lastSearch()?.has('after')).toBe(false);
    expect(params(router.state.location.search)).not.toHaveProperty('after');
  });

  it("shows the server's refine hint when more numbers match than can be paged", async () => {
    const hint = 'More than 10,000 numbers match. Add a word, a city or another filter to narrow the search.';
    listNumbers(numbersIn('201', 3), { style: 'more', total: 10_000, refineHint: hint });
    await openSearch('/search?npa=201&moreResults=true');

    expect(await screen.findByText(hint)).toBeTruthy();
    expect(screen.getByText('Displaying results 1 to 48')).toBeTruthy();
  });

  it("shows the server's note when a word search's sections were picked among the first matches found", async () => {
    const hint =
      'More than 10,000 numbers match, so these are picked among the first 10,000 found. Add an area code, a state or more digits to narrow the search.';
    listNumbers(numbersIn('201', 3, { sectionName: 'For Sale Under $100' }), {
      style: 'regular',
      matchesPartial: true,
      refineHint: hint,
    });
    await openSearch('/search?search=LAW');

    await screen.findByRole('heading', { name: 'For Sale Under $100' });
    expect(screen.getByRole('note').textContent).toBe(hint);
  });

  it('says when the sidebar counts cover only the first 10,000 matches', async () => {
    listNumbers(numbersIn('201', 3), { style: 'more', filterData: filterData({ countsPartial: true }) });
    await openSearch('/search?npa=201&moreResults=true');

    expect(await screen.findByText('Counts cover the first 10,000 matching numbers.')).toBeTruthy();
  });

  it('never lets an older answer arriving late replace a newer one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const older = searchNumber('+12012340001', { spelling: '201-234-OLD1' });
    const newer = searchNumber('+12012340002', { spelling: '201-234-NEW2' });
    const { promise: olderHeld, resolve: releaseOlder } = Promise.withResolvers<void>();
    const answer = (data: typeof older): SearchResult =>
      searchAnswer([{ ...data, sectionName: 'For Sale Under $100' }], { style: 'regular' });
    server.use(
      http.get('/api/tnSearch', async ({ request, response }) => {
        const search = new URL(request.url).searchParams.get('search');
        backend.calls.push({ operation: 'searchNumbers', body: new URL(request.url).searchParams });
        if (search === 'OLD') {
          await olderHeld;
          return response(200).json(answer(older));
        }
        return response(200).json(answer(newer));
      }),
    );
    await openSearch('/search?npa=201');
    const words = screen.getByLabelText('Words or digits');

    fireEvent.change(words, { target: { value: 'OLD' } });
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(lastSearch()?.get('search')).toBe('OLD'));
    fireEvent.change(words, { target: { value: 'NEW' } });
    act(() => vi.advanceTimersByTime(500));
    expect(await screen.findByRole('article', { name: newer.humanTn })).toBeTruthy();

    await act(async () => releaseOlder());
    await act(async () => {});

    expect(screen.getByRole('article', { name: newer.humanTn })).toBeTruthy();
    expect(screen.queryByRole('article', { name: older.humanTn })).toBeNull();
  });

  it('shows progress while a search takes long, not a blank', async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    server.use(
      http.get('/api/tnSearch', async ({ response }) => {
        await held;
        return response(200).json(sectionsAnswer(numbersIn('201', 1)));
      }),
    );
    await openSearch('/search?npa=201');

    expect(screen.getByText('Searching for numbers…')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await act(async () => release());
    await waitFor(() => expect(screen.queryByText('Searching for numbers…')).toBeNull());
  });

  it('shows the one number of an exact search, or says it is gone', async () => {
    listNumbers(numbersIn('201', 1), { style: 'fqtn' });
    await openSearch('/search?fqtnSearch=%2B12012340100');

    expect(await screen.findByRole('article', { name: '(201) 234-0100' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 number found');
  });

  it('says an exactly searched number is no longer available when it is gone', async () => {
    backend.searchAnswer = () => searchAnswer([], { style: 'fqtn' });
    await openSearch('/search?npa=201&search=2340199');

    expect(await screen.findByText('Sorry, this number is no longer available.')).toBeTruthy();
  });

  it('shows 11 entries of a filter list, then Show More', async () => {
    const towns = Array.from({ length: 13 }, (_, index) => `Town ${index + 10}`);
    listNumbers(numbersIn('201', 1), {
      filterData: filterData({ city: towns.map((town) => facet(town, 1)) }),
    });
    const { user } = await openSearch('/search?npa=201');

    const cities = within(await screen.findByRole('group', { name: 'City' }));
    await waitFor(() => expect(cities.getAllByRole('checkbox')).toHaveLength(11));
    await user.click(cities.getByRole('button', { name: 'Show More' }));
    expect(cities.getAllByRole('checkbox')).toHaveLength(13);
  });
});

describe('no results', () => {
  beforeEach(() => {
    backend.searchAnswer = () => sectionsAnswer([]);
  });

  it('suggests another area code and emails when numbers like these arrive', async () => {
    const { user } = await openSearch('/search?npa=201&search=ZEBRA');

    expect(await screen.findByText("We don't have a lot of options for your search.")).toBeTruthy();
    expect(screen.getByText(/Try a different area code/)).toBeTruthy();
    const notify = screen.getByRole('button', { name: 'Notify Me' }) as HTMLButtonElement;
    const email = screen.getByLabelText('Email me when numbers like these arrive');
    expect(notify.disabled).toBe(true);
    await user.type(email, 'jo@example');
    expect(notify.disabled).toBe(true);
    await user.type(email, '.com');
    expect(notify.disabled).toBe(false);
    await user.click(notify);

    expect(await screen.findByText('We will email you when numbers like these arrive.')).toBeTruthy();
    expect(callsTo('createSavedSearch')).toEqual([
      {
        search: { type: 'local', npa: '201', search: 'ZEBRA' },
        frequency: 'once',
        email: 'jo@example.com',
        recaptchaToken: 'dev-recaptcha-token',
      },
    ]);
  });

  it('counts an already saved search (409) as saved', async () => {
    backend.savedSearches.add('jo@example.com|local|201||ZEBRA|');
    const { user } = await openSearch('/search?npa=201&search=ZEBRA');

    await user.type(
      await screen.findByLabelText('Email me when numbers like these arrive'),
      'jo@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));

    expect(await screen.findByText('We will email you when numbers like these arrive.')).toBeTruthy();
  });

  it('suggests turning the For Sale filter off when it is on', async () => {
    await openSearch('/search?npa=201&saleOnly=true');

    expect(await screen.findByText(/Try turning off the For Sale filter/)).toBeTruthy();
  });

  it("links to each brand's sales, terms and warehousing", async () => {
    await openSearch('/search?npa=201');
    await screen.findByText("We don't have a lot of options for your search.");

    expect(screen.getByRole('link', { name: 'Connect with Sales' }).getAttribute('href')).toBe(
      'mailto:sales@numberyard.test',
    );
    const links = within(screen.getByRole('navigation', { name: 'Terms and warehousing' }));
    expect(links.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(links.getByRole('link', { name: 'Number warehousing' }).getAttribute('href')).toBe(
      '/about#warehousing',
    );
  });

  it('links brand 2 visitors to the business terms, warehousing and sales', async () => {
    await openSearch('/search?npa=201', { profile: guestProfile({ brandingId: 2, brand: brandTwo }) });
    await screen.findByText("We don't have a lot of options for your search.");

    expect(screen.getByRole('link', { name: 'Connect with Sales' }).getAttribute('href')).toBe(
      'mailto:sales@business.numberyard.test',
    );
    const links = within(screen.getByRole('navigation', { name: 'Terms and warehousing' }));
    expect(links.getByRole('link', { name: 'Business terms' }).getAttribute('href')).toBe('/terms#business');
    expect(links.getByRole('link', { name: 'Keep numbers with us' }).getAttribute('href')).toBe(
      '/about#business-numbers',
    );
  });
});
