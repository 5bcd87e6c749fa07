import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { numbersIn } from '../../../test/fixtures/search.ts';
import { backend, http, listNumbers, searchCalls } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The search page at `path`, once it has its first answer and the state directory. */
async function openSearch(path = '/search') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Search numbers' });
  await waitFor(() => {
    expect(view.queryClient.getQueryData(['state-npa'])).toBeDefined();
    expect(searchCalls().length).toBeGreaterThan(0);
  });
  return view;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const typeInto = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const lastSearch = () => searchCalls().at(-1);
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** Typing waits 500 ms before it searches; these tests use fake timers and fireEvent to skip the wait. */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}
const afterDebounce = () => act(() => vi.advanceTimersByTime(500));

describe('search form', () => {
  it('switching type clears state, area code and filters; toll free asks for 8**, global for the UK', async () => {
    fakeTimers();
    const { router } = await openSearch('/search?type=local&state=NJ&npa=201&saleOnly=true&city=Newark');
    expect(input('State').value).toBe('New Jersey');
    expect(input('Area code').value).toBe('201');

    fireEvent.click(screen.getByRole('radio', { name: 'TOLL FREE' }));
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(input('Area code').value).toBe('8**');
    expect((screen.getByRole('checkbox', { name: 'For sale only' }) as HTMLInputElement).checked).toBe(false);
    expect(params(router.state.location.search)).toEqual({ type: 'tollfree', npa: '8**' });

    fireEvent.click(screen.getByRole('radio', { name: 'GLOBAL' }));
    expect(screen.queryByLabelText('Area code')).toBeNull();
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');
    expect(params(router.state.location.search)).toEqual({ type: 'global', country: 'GB' });
    await waitFor(() => expect(lastSearch()?.get('country')).toBe('GB'));

    fireEvent.click(screen.getByRole('radio', { name: 'LOCAL' }));
    expect(input('State').value).toBe('');
    expect(input('Area code').value).toBe('');
  });

  it('a three-digit area code selects its state', async () => {
    fakeTimers();
    const { router } = await openSearch();

    typeInto('Area code', '201');
    expect(input('State').value).toBe('New Jersey');
    afterDebounce();

    expect(params(router.state.location.search)).toMatchObject({ state: 'NJ', npa: '201' });
  });

  it('an area code typed before the state directory arrived selects its state when it arrives', async () => {
    const { promise: directoryHeld, resolve: releaseDirectory } = Promise.withResolvers<void>();
    server.use(
      http.get('/api/state-npa', async ({ response }) => {
        await directoryHeld;
        return response(200).json({ data: backend.stateNpa });
      }),
    );
    const { router } = renderApp('/search');
    await screen.findByRole('heading', { name: 'Search numbers' });

    typeInto('Area code', '201');
    fireEvent.submit(screen.getByRole('form', { name: 'Search numbers' }));
    await waitFor(() => expect(params(router.state.location.search)).toMatchObject({ npa: '201' }));
    expect(input('State').value).toBe('');

    releaseDirectory();
    await waitFor(() => expect(input('State').value).toBe('New Jersey'));
    expect(params(router.state.location.search)).toMatchObject({ state: 'NJ', npa: '201' });
  });

  it('a partial match with a single result selects it', async () => {
    fakeTimers();
    await openSearch();

    typeInto('State', 'New');
    expect(input('State').value).toBe('New');
    typeInto('State', 'New J');
    expect(input('State').value).toBe('New Jersey');

    // The area codes offered are New Jersey's now: 97 can only be 973.
    typeInto('Area code', '97');
    expect(input('Area code').value).toBe('973');
  });

  it('choosing a state drops an area code of another state', async () => {
    const { user } = await openSearch('/search?npa=212');

    await user.clear(input('State'));
    await user.type(input('State'), 'Tex');

    expect(input('State').value).toBe('Texas');
    expect(input('Area code').value).toBe('');
  });

  it('offers area codes as a listbox used from the keyboard', async () => {
    const { user, router } = await openSearch('/search?state=NJ');

    await user.click(input('Area code'));
    await user.type(input('Area code'), '8');
    const listbox = screen.getByRole('listbox', { name: 'Area code suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['848 (NJ)', '856 (NJ)', '862 (NJ)']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input('Area code').getAttribute('aria-activedescendant')).toBe(
      within(listbox).getByRole('option', { name: '856 (NJ)' }).id,
    );
    await user.keyboard('{Enter}');

    expect(input('Area code').value).toBe('856');
    expect(document.activeElement).toBe(input('Area code'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(params(router.state.location.search)).toMatchObject({ state: 'NJ', npa: '856' });
  });

  it('offers the toll-free prefixes for toll free', async () => {
    const { user } = await openSearch('/search?type=tollfree&npa=8**');

    await user.clear(input('Area code'));
    await user.type(input('Area code'), '8');

    const options = within(screen.getByRole('listbox', { name: 'Area code suggestions' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      '8** (any toll-free)',
      '800',
      '888',
      '877',
      '866',
      '855',
      '844',
      '833',
    ]);
  });

  it('sale-only and licence-only exclude each other', async () => {
    const { user, router } = await openSearch('/search?npa=201');
    const sale = screen.getByRole('checkbox', { name: 'For sale only' }) as HTMLInputElement;
    const licence = screen.getByRole('checkbox', { name: 'For licence only' }) as HTMLInputElement;

    await user.click(sale);
    expect(params(router.state.location.search)).toMatchObject({ saleOnly: 'true' });
    await user.click(licence);

    expect(sale.checked).toBe(false);
    expect(licence.checked).toBe(true);
    expect(params(router.state.location.search)).not.toHaveProperty('saleOnly');
    await waitFor(() => expect(lastSearch()?.get('licenseOnly')).toBe('true'));
    expect(lastSearch()?.has('saleOnly')).toBe(false);
  });

  it('find-a-block sets the sort to numeric and back to the default when turned off', async () => {
    const { user, router } = await openSearch('/search?npa=201&sort=price-');
    const sort = screen.getByLabelText('Sort') as HTMLSelectElement;
    expect(sort.value).toBe('price-');

    await user.click(screen.getByRole('checkbox', { name: 'Consecutive numbers' }));
    expect(sort.value).toBe('tn');
    expect((screen.getByLabelText('How many in a row') as HTMLInputElement).value).toBe('10');
    expect(params(router.state.location.search)).toMatchObject({ consecutive: '10', sort: 'tn' });

    await user.click(screen.getByRole('checkbox', { name: 'Consecutive numbers' }));
    expect(sort.value).toBe('price+');
    expect(params(router.state.location.search)).not.toHaveProperty('sort');
    expect(params(router.state.location.search)).not.toHaveProperty('consecutive');
  });

  it('fills the form from the URL and searches for it', async () => {
    await openSearch('/search?npa=201&search=CARS');

    expect(input('Area code').value).toBe('201');
    expect(input('Words or digits').value).toBe('CARS');
    expect(params(lastSearch()?.toString() ?? '')).toMatchObject({
      type: 'local',
      npa: '201',
      search: 'CARS',
      withAggregations: 'true',
    });
  });

  it('offers the nearby filter only with a local area code, and sends it', async () => {
    const { user, router } = await openSearch('/search?npa=201&search=CARS');
    await user.click(screen.getByRole('checkbox', { name: 'Nearby: within 25 miles of 201' }));
    expect(params(router.state.location.search)).toMatchObject({ nearby: 'true', npa: '201' });
  });

  it('does not offer the nearby filter for toll-free numbers', async () => {
    await openSearch('/search?type=tollfree&npa=800&search=FLOWERS');
    expect(screen.queryByRole('checkbox', { name: /Nearby/ })).toBeNull();
  });

  it('writes each change to the URL, and Back restores the previous search in the form', async () => {
    const { user, router } = await openSearch('/search?npa=201&search=CARS');

    await user.click(screen.getByRole('checkbox', { name: 'On sale' }));
    await user.selectOptions(screen.getByLabelText('Sort'), 'Numeric');
    expect(params(router.state.location.search)).toMatchObject({ isOnSale: 'true', sort: 'tn' });

    await act(() => router.navigate(-1));
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('price+');
    expect((screen.getByRole('checkbox', { name: 'On sale' }) as HTMLInputElement).checked).toBe(true);
    await act(() => router.navigate(-1));
    expect((screen.getByRole('checkbox', { name: 'On sale' }) as HTMLInputElement).checked).toBe(false);
    expect(input('Words or digits').value).toBe('CARS');
  });

  it('searches 500 ms after the last keystroke, once', async () => {
    fakeTimers();
    const { router } = await openSearch('/search?npa=201');
    const before = searchCalls().length;

    typeInto('Words or digits', 'CA');
    act(() => vi.advanceTimersByTime(300));
    typeInto('Words or digits', 'CARS');
    act(() => vi.advanceTimersByTime(499));
    expect(searchCalls()).toHaveLength(before);
    expect(router.state.location.search).toBe('?npa=201');

    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(searchCalls()).toHaveLength(before + 1));
    expect(lastSearch()?.get('search')).toBe('CARS');
  });

  it('keeps focus in the words input while results arrive', async () => {
    fakeTimers();
    listNumbers(numbersIn('201', 3, { spelling: '201-234-CARS' }));
    await openSearch('/search?npa=201');
    const words = input('Words or digits');
    words.focus();

    typeInto('Words or digits', 'CARS');
    afterDebounce();
    await screen.findByText('3 numbers found');

    expect(document.activeElement).toBe(words);
  });

  it('clear search empties the form but keeps the type', async () => {
    const { user, router } = await openSearch('/search?type=tollfree&npa=800&search=FLOWERS&isOnSale=true');

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));

    expect(input('Words or digits').value).toBe('');
    expect(input('Area code').value).toBe('8**');
    expect(params(router.state.location.search)).toEqual({ type: 'tollfree', npa: '8**' });
  });

  it("explains the search in a dialog from 'Need Help?'", async () => {
    const { user } = await openSearch();

    await user.click(screen.getByRole('button', { name: 'Need Help?' }));
    expect(screen.getByRole('dialog', { name: 'How search works' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the filters behind a 'Filters' button on a phone", async () => {
    const { user } = await openSearch();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.classList.contains('is-open')).toBe(true);
  });
});
