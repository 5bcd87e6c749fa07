import { describe, expect, it } from 'vitest';
import type { SearchState } from './search-params.ts';
import {
  clearSearch,
  EMPTY_SEARCH,
  enterPagedMode,
  parseSearch,
  serializeSearch,
  setFindABlock,
  setOwnership,
  switchType,
  toApiQuery,
} from './search-params.ts';

const search = (query: string) => parseSearch(new URLSearchParams(query));
const filtered: SearchState = {
  ...EMPTY_SEARCH,
  state: 'NJ',
  npa: '201',
  search: 'CARS',
  city: ['Newark'],
  category: ['animals'],
  pattern: ['repeating'],
  price: ['50-99'],
  vendor: ['telnyx'],
  saleOnly: true,
  getItNow: true,
  recentlyAdded: true,
  isOnSale: true,
  startWith: '55',
  consecutive: 10,
  sort: 'tn',
  limit: 24,
};

describe('search state', () => {
  it('switching type clears state, area code, city and filters but keeps the words and page size', () => {
    const local = switchType(filtered, 'local');
    expect(local).toEqual({ ...EMPTY_SEARCH, search: 'CARS', limit: 24 });
  });

  it('switching to toll free asks for any toll-free prefix (8**)', () => {
    expect(switchType(filtered, 'tollfree')).toMatchObject({ type: 'tollfree', npa: '8**', state: '' });
  });

  it('switching to global asks for the UK', () => {
    expect(switchType(filtered, 'global')).toMatchObject({ type: 'global', country: 'GB', npa: '' });
  });

  it('sale-only and licence-only exclude each other', () => {
    const sale = setOwnership(EMPTY_SEARCH, 'saleOnly', true);
    expect(sale).toMatchObject({ saleOnly: true, licenseOnly: false });
    const license = setOwnership(sale, 'licenseOnly', true);
    expect(license).toMatchObject({ saleOnly: false, licenseOnly: true });
    expect(setOwnership(license, 'licenseOnly', false)).toMatchObject({
      saleOnly: false,
      licenseOnly: false,
    });
  });

  it('find-a-block asks for 10 in a row in numeric order, and off restores the default sort', () => {
    const on = setFindABlock({ ...EMPTY_SEARCH, sort: 'price-' }, true);
    expect(on).toMatchObject({ consecutive: 10, sort: 'tn' });
    expect(setFindABlock(on, false)).toMatchObject({ consecutive: null, sort: null });
  });

  it('clear search keeps only the type and its defaults', () => {
    expect(clearSearch({ ...filtered, type: 'tollfree' })).toEqual({
      ...EMPTY_SEARCH,
      type: 'tollfree',
      npa: '8**',
      limit: 24,
    });
  });

  it('entering paged mode starts at the first result sorted by price unless a sort was chosen', () => {
    expect(enterPagedMode({ ...EMPTY_SEARCH, skip: 96 })).toMatchObject({
      moreResults: true,
      skip: 0,
      sort: 'price+',
    });
    expect(enterPagedMode({ ...EMPTY_SEARCH, consecutive: 5 }).sort).toBe('tn');
  });

  it('reads every parameter of the URL and writes it back the same way', () => {
    const query =
      'type=local&state=NJ&npa=201&search=CARS&saleOnly=true&getItNow=true&consecutive=12&startWith=55' +
      '&city=Newark&city=Hackensack&category=animals&pattern=repeating&price=5-49&price=450-plus&vendor=telnyx' +
      '&sort=tn&searchBy=endsWith&moreResults=true&limit=24&skip=48&spellingLength=4';
    expect(serializeSearch(search(query)).toString()).toBe(query);
  });

  it('drops malformed values instead of sending them', () => {
    expect(
      search('type=mobile&state=New&npa=12&startWith=12345678&price=1-2&limit=7&skip=-1&consecutive=1'),
    ).toEqual(EMPTY_SEARCH);
  });

  it('keeps the parameters other features own (basket, offers) when writing the URL', () => {
    const base = new URLSearchParams('showBasket=1&npa=999&plan=10');
    expect(serializeSearch({ ...EMPTY_SEARCH, npa: '201' }, base).toString()).toBe(
      'type=local&npa=201&showBasket=1&plan=10',
    );
  });

  it('always sends the type, repeats list filters, and pages only in paged mode', () => {
    expect(toApiQuery(EMPTY_SEARCH, null)).toEqual({ type: 'local', withAggregations: 'true' });
    const paged = toApiQuery({ ...filtered, city: ['A', 'B'], moreResults: true, skip: 24 }, null);
    expect(paged).toMatchObject({ city: ['A', 'B'], $limit: 24, $skip: 24, moreResults: 'true' });
    expect(toApiQuery({ ...filtered, limit: 100 }, null)).not.toHaveProperty('$limit');
  });

  it('sends the country only for global numbers, defaulting to the UK', () => {
    expect(toApiQuery({ ...EMPTY_SEARCH, type: 'global' }, null).country).toBe('GB');
    expect(toApiQuery({ ...EMPTY_SEARCH, country: 'GB' }, null)).not.toHaveProperty('country');
  });
});
