import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandTwo, guestProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
import { facet, filterData, searchNumber } from '../../../test/fixtures/search.ts';
import { listNumbers, searchCalls } from '../../../test/msw/handlers.ts';
import type { RenderAppOptions } from '../../../test/render-app.tsx';
import { renderApp } from '../../../test/render-app.tsx';

async function openSearch(path: string, options?: RenderAppOptions) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { name: 'Search numbers' });
  return view;
}

const lastSearch = () => searchCalls().at(-1);
const listing = (humanTn: string) => within(screen.getByRole('article', { name: humanTn }));
const _params = (search: string) => Object.fromEntries(new URLSearchParams(search));

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
