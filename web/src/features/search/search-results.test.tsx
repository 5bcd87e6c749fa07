import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandTwo, guestProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
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
const listing = (humanTn: string) => within(screen.getByRole('article', { name: humanTn }));
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
      ...numbersIn('201', 2, { sectionName: 'Prime Numbers', tag: 'prime' }, 2340200),
      ...numbersIn('201', 1, { sectionName: 'For License Under $100' }, 2340300),
    ]);
    await openSearch('/search?npa=201');

    await screen.findByRole('heading', { name: 'Prime Numbers' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['For Sale Under $100', 'Prime Numbers', 'For License Under $100']);
    expect(
      within(screen.getByRole('list', { name: 'For Sale Under $100' })).getAllByRole('article'),
    ).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('7 numbers found');
    expect(lastSearch()?.get('npa')).toBe('201');
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

  it("shows the server's refine hint when more numbers match than can be paged", async () => {
    const hint = 'More than 10,000 numbers match. Add a word, a city or another filter to narrow the search.';
    listNumbers(numbersIn('201', 3), { style: 'more', total: 10_000, refineHint: hint });
    await openSearch('/search?npa=201&moreResults=true');

    expect(await screen.findByText(hint)).toBeTruthy();
    expect(screen.getByText('Displaying results 1 to 48')).toBeTruthy();
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
    let releaseOlder = () => {};
    const olderHeld = new Promise<void>((resolve) => {
      releaseOlder = resolve;
    });
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
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
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

describe('a listing', () => {
  it('offers Add to Cart below the buy-now limit and Contact Agent at or above it', async () => {
    listNumbers([
      searchNumber('+12012340100', { price: 999_999 }),
      searchNumber('+12012340101', { price: 1_000_000 }),
    ]);
    await openSearch('/search?npa=201');

    const cheap = await screen.findByRole('article', { name: '(201) 234-0100' });
    expect(within(cheap).getByText('$9,999.99')).toBeTruthy();
    expect(within(cheap).getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(within(cheap).queryByRole('link', { name: 'Contact Agent' })).toBeNull();
    const dear = listing('(201) 234-0101');
    expect(dear.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(dear.getByRole('link', { name: 'Contact Agent' }).getAttribute('href')).toContain(
      'contactAgent=%2B12012340101',
    );
  });

  it('shows the licence first when the number has no price but a licence', async () => {
    listNumbers([searchNumber('+12012340100', { price: 0, licenseNrc: 5000, licenseMrc: 2000 })]);
    await openSearch('/search?npa=201');

    const number = within(await screen.findByRole('article', { name: '(201) 234-0100' }));
    expect(number.getByRole('button', { name: 'Start License' })).toBeTruthy();
    expect(number.getByText('$50.00')).toBeTruthy();
    expect(number.getByText('$20.00')).toBeTruthy();
    expect(number.queryByRole('button', { name: 'BUY' })).toBeNull();
  });

  it('offers Start License below the licence limit and Contact Agent at it, behind the LICENSE toggle', async () => {
    listNumbers([
      searchNumber('+12012340100', { price: 5000, licenseNrc: 9999, licenseMrc: 500 }),
      searchNumber('+12012340101', { price: 5000, licenseNrc: 0, licenseMrc: 10_000 }),
    ]);
    const { user } = await openSearch('/search?npa=201');

    const below = within(await screen.findByRole('article', { name: '(201) 234-0100' }));
    expect(below.getByRole('button', { name: 'BUY' }).getAttribute('aria-pressed')).toBe('true');
    expect(below.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    await user.click(below.getByRole('button', { name: 'LICENSE' }));
    expect(below.getByRole('button', { name: 'Start License' })).toBeTruthy();

    const at = listing('(201) 234-0101');
    await user.click(at.getByRole('button', { name: 'LICENSE' }));
    expect(at.queryByRole('button', { name: 'Start License' })).toBeNull();
    expect(at.getByRole('link', { name: 'Contact Agent' })).toBeTruthy();
  });

  it('offers a toll-free number only for licence, never Add to Cart, even with a sale price', async () => {
    listNumbers([
      searchNumber('+18002340100', { price: 4995, licenseNrc: 2500, licenseMrc: 995 }),
      searchNumber('+18002340101', { price: 4995 }),
    ]);
    await openSearch('/search?type=tollfree&npa=8**');

    const licensed = within(await screen.findByRole('article', { name: '(800) 234-0100' }));
    expect(licensed.getByRole('button', { name: 'Start License' })).toBeTruthy();
    expect(licensed.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(licensed.queryByRole('button', { name: 'BUY' })).toBeNull();
    const unpriced = listing('(800) 234-0101');
    expect(unpriced.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(unpriced.getByRole('link', { name: 'Contact Agent' }).getAttribute('href')).toContain(
      'contactAgentType=license',
    );
  });

  it('strikes through the retail price on sale and shows its tags and availability', async () => {
    listNumbers([
      searchNumber('+12012340100', {
        price: 4500,
        retailPrice: 6000,
        isOnSale: true,
        tag: 'nearMe',
        nearMe: true,
        distanceInMiles: 3.2,
        spelling: '201-234-0ABC',
      }),
    ]);
    await openSearch('/search?npa=201');

    const number = within(await screen.findByRole('article', { name: '(201) 234-0100' }));
    expect(number.getByText('$60.00').closest('s')).toBeTruthy();
    expect(number.getByText('On sale')).toBeTruthy();
    expect(number.getByText('Near me · 3.2 mi')).toBeTruthy();
    expect(number.getByText('201-234-0ABC')).toBeTruthy();
    expect(number.getByText('Get it: Within 2 hours')).toBeTruthy();
  });

  it("opens 'Request to License or Purchase' for the number from Contact Agent, and Cancel closes it", async () => {
    listNumbers([searchNumber('+12012340100', { price: 2_000_000 })]);
    const { user, router } = await openSearch('/search?npa=201', {
      profile: guestProfile({ brandingId: 2, brand: brandTwo }),
    });

    await user.click(
      within(await screen.findByRole('article', { name: '(201) 234-0100' })).getByRole('link', {
        name: 'Contact Agent',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Request to License or Purchase' }));
    expect(dialog.getByText(/about buying/).textContent).toContain('(201) 234-0100');
    expect(dialog.getByLabelText('Contact Phone')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?npa=201');
  });

  it('shows employees the vendor, the cost, the vendor filter and bulk add', async () => {
    listNumbers(
      [
        searchNumber('+12012340100', { vendor: 'telnyx', cost: 1200 }),
        searchNumber('+12012340101', { vendor: 'bwc', price: 0, licenseMrc: 900 }),
      ],
      { filterData: filterData({ vendors: [facet('telnyx', 1), facet('bwc', 1)] }) },
    );
    const { user } = await openSearch('/search?npa=201', { profile: staffProfile() });

    const number = within(await screen.findByRole('article', { name: '(201) 234-0100' }));
    expect(number.getByText('telnyx')).toBeTruthy();
    expect(number.getByText('$12.00')).toBeTruthy();
    const vendors = within(screen.getByRole('group', { name: 'Vendors' }));
    await user.click(vendors.getByRole('checkbox', { name: /telnyx/ }));
    await waitFor(() => expect(lastSearch()?.getAll('vendor')).toEqual(['telnyx']));

    await user.click(screen.getByRole('switch', { name: 'Bulk add' }));
    expect(screen.getByRole('button', { name: 'Add 0 selected to cart' })).toBeTruthy();
  });

  it('shows other visitors neither vendor, cost, the vendor filter nor bulk add', async () => {
    // As the server answers visitors: without the vendor and the cost.
    const { vendor: _vendor, cost: _cost, ...shown } = searchNumber('+12012340100');
    listNumbers([shown]);
    await openSearch('/search?npa=201');

    const number = within(await screen.findByRole('article', { name: '(201) 234-0100' }));
    expect(number.queryByText('Vendor')).toBeNull();
    expect(number.queryByText('Cost')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Vendors' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Bulk add' })).toBeNull();
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
