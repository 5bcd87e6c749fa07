import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALLY_TOTALS_FROM } from '../../../src/modules/catalog/adapters/db/search-tallies.ts';
import { nearbyAreaCodes } from '../../../src/modules/catalog/domain/nearby.ts';
import { createCatalogDemoSeed } from '../../../src/modules/catalog/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let busiestNpa: string;
let busiestState: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await seedLogins(t);
  await withContext(t.orm, () => createCatalogDemoSeed(t.orm, 20_000)(t.clock.now()));
  [{ npa: busiestNpa }] = (await t.sql<{ npa: string }>(
    `select npa from catalog.number where type = 'local' group by npa order by count(*) desc limit 1`,
  )) as [{ npa: string }];
  [{ state: busiestState }] = (await t.sql<{ state: string }>(
    `select state from catalog.number where type = 'local' group by state order by count(*) desc limit 1`,
  )) as [{ state: string }];
}, 60_000);
afterAll(() => t.close());

const search = async (query: string, cookie?: string) => {
  const response = await t.request(`/api/tnSearch?${query}`, cookie ? { cookie } : {});
  expect(response.status, query).toBe(200);
  return response.json();
};

describe('number search styles', () => {
  it('answers the no-criteria state for fewer than two criteria', async () => {
    const body = await search('type=local');
    expect(body).toMatchObject({ style: 'noCriteria', data: [], total: 0, filterData: { noCriteria: true } });
  });

  it('finds one exact number, with its human form', async () => {
    const [row] = await t.sql<{ tn: string }>(`select tn from catalog.number where type = 'local' limit 1`);
    const body = await search(`fqtnSearch=${encodeURIComponent(row!.tn)}`);
    expect(body.style).toBe('fqtn');
    expect(body.data).toEqual([
      expect.objectContaining({ tn: row!.tn, humanTn: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/) }),
    ]);
  });

  it('pages "more" results in price order with a total', async () => {
    const body = await search(`type=local&state=${busiestState}&moreResults=true&$limit=12&sort=price%2B`);
    expect(body.style).toBe('more');
    expect(body.data).toHaveLength(12);
    const prices = body.data.map((n: { price: number }) => n.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.total).toBeGreaterThan(12);
    const next = await search(
      `type=local&state=${busiestState}&moreResults=true&$limit=12&$skip=12&sort=price%2B`,
    );
    expect(next.data[0].price).toBeGreaterThanOrEqual(prices.at(-1));
  });

  it('answers the regular style in named sections, first section at most 4 and others 8', async () => {
    const body = await search(`type=local&npa=${busiestNpa}`);
    expect(body.style).toBe('regular');
    const sections = new Map<string, number>();
    for (const number of body.data)
      sections.set(number.sectionName, (sections.get(number.sectionName) ?? 0) + 1);
    expect(sections.get('For Sale Under $100') ?? 0).toBeLessThanOrEqual(4);
    for (const [name, count] of sections) {
      if (name.startsWith('For ')) expect(count, name).toBeLessThanOrEqual(8);
      else expect(count, name).toBeLessThanOrEqual(10);
    }
    expect(sections.size).toBeGreaterThan(2);
  });
});

describe('filters', () => {
  it('keeps vendor and cost to employees', async () => {
    const guest = await search(`type=local&npa=${busiestNpa}&moreResults=true&$limit=3`);
    expect(guest.data[0].vendor).toBeUndefined();
    expect(guest.data[0].cost).toBeUndefined();
    const staff = await logIn(t, 'staff@numberyard.test');
    const employee = await search(`type=local&npa=${busiestNpa}&moreResults=true&$limit=3`, staff);
    expect(employee.data[0]).toMatchObject({ vendor: expect.any(String), cost: expect.any(Number) });
  });

  it('refuses the vendor filter to non-employees', async () => {
    const response = await t.request(`/api/tnSearch?type=local&npa=${busiestNpa}&vendor=x`);
    expect(response.status).toBe(403);
  });

  it('filters by price bucket, sale only and licence only', async () => {
    const cheap = await search(`type=local&state=${busiestState}&price=5-49&moreResults=true&$limit=50`);
    for (const n of cheap.data) {
      expect(n.price).toBeGreaterThanOrEqual(500);
      expect(n.price).toBeLessThanOrEqual(4999);
    }
    const licence = await search(
      `type=local&state=${busiestState}&licenseOnly=true&moreResults=true&$limit=50`,
    );
    for (const n of licence.data) expect(n.licenseMrc).not.toBeNull();
  });

  it('matches a word as a vanity spelling through its keypad digits', async () => {
    const [row] = await t.sql<{ spelling: string }>(
      `select spelling from catalog.number where spelling ~ '[A-Z]{4}' and type = 'local' limit 1`,
    );
    const word = /[A-Z]{4,}/.exec(row!.spelling)![0];
    const body = await search(`type=local&search=${word}&moreResults=true`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.some((n: { spelling: string | null }) => n.spelling?.includes(word))).toBe(true);
  });

  it('finds blocks of consecutive numbers and ignores a block size below 2', async () => {
    const body = await search('type=local&consecutive=10&moreResults=true&$limit=20');
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    const first = body.data.slice(0, 10).map((n: { tn: string }) => Number(n.tn.slice(1)));
    expect(first).toEqual(first.map((_: number, i: number) => first[0] + i));
    const { groupLength } = body.data[0];
    expect(body.data[0]).toMatchObject({ isGroupMember: true, startGroup: true });
    expect(groupLength).toBeGreaterThanOrEqual(10);
    expect(body.data[groupLength - 1]).toMatchObject({ endGroup: true });
  });

  it('never shows a number held by another basket or sold', async () => {
    const [held, sold] = await t.sql<{ tn: string }>(
      `select tn from catalog.number where type = 'local' order by id limit 2`,
    );
    await t.sql(
      `update catalog.number set reserved_basket = gen_random_uuid(), reserved_until = $1 where tn = $2`,
      [new Date('2026-11-22T12:30:00Z'), held!.tn],
    );
    await t.sql(`update catalog.number set status = 'sold' where tn = $1`, [sold!.tn]);
    expect((await search(`fqtnSearch=${encodeURIComponent(held!.tn)}`)).data).toEqual([]);
    expect((await search(`fqtnSearch=${encodeURIComponent(sold!.tn)}`)).data).toEqual([]);
    t.clock.set('2026-11-22T12:31:00Z');
    expect((await search(`fqtnSearch=${encodeURIComponent(held!.tn)}`)).data).toHaveLength(1);
  });

  it('searches global numbers in the UK by default', async () => {
    const body = await search('type=global&moreResults=true&$limit=5');
    expect(body.data.length).toBeGreaterThan(0);
    for (const n of body.data) expect(n.tn.startsWith('+44')).toBe(true);
  });

  it('answers sidebar counts with the results when asked', async () => {
    const body = await search(`type=local&state=${busiestState}&moreResults=true&withAggregations=true`);
    expect(body.filterData.city.length).toBeGreaterThan(0);
    expect(body.filterData.prices.length).toBeGreaterThan(0);
    expect(body.filterData.vendors).toEqual([]);
    expect(body.filterData.countsPartial).toBe(false);
    const cities = body.filterData.city.reduce(
      (sum: number, facet: { count: number }) => sum + facet.count,
      0,
    );
    expect(cities).toBe(body.total);
  });

  it('says when the sidebar counts cover only the first 10,000 matches', async () => {
    const body = await search('type=local&saleOnly=true&moreResults=true&withAggregations=true');
    expect(body.total).toBe(10_000);
    expect(body.filterData.countsPartial).toBe(true);
    const prices = body.filterData.prices.reduce(
      (sum: number, facet: { count: number }) => sum + facet.count,
      0,
    );
    expect(prices).toBe(10_000);
  });
});

describe('each filter narrows to what it names', () => {
  const page = (query: string) =>
    search(`type=local&state=${busiestState}&moreResults=true&$limit=100&${query}`);

  it('get it now, recently added and on sale', async () => {
    for (const n of (await page('getItNow=true')).data) expect(n.humanAvailability).toBe('Within 2 hours');
    const onSale = await page('isOnSale=true');
    expect(onSale.data.length).toBeGreaterThan(0);
    for (const n of onSale.data) expect(n.isOnSale && n.retailPrice > n.price).toBe(true);
    const [recent] = await t.sql<{ count: string }>(
      `select count(*) from catalog.number where type = 'local' and state = $1 and created_at >= $2 and status = 'available'`,
      [busiestState, new Date(t.clock.now().getTime() - 14 * 24 * 3_600_000)],
    );
    expect((await page('recentlyAdded=true')).total).toBe(Math.min(Number(recent!.count), 10_000));
  });

  it('city, category, pattern and spelling length', async () => {
    const [row] = await t.sql<{ city: string; category: string; pattern: string }>(
      `select city, categories[1] as category, patterns[1] as pattern from catalog.number
       where type = 'local' and state = $1 and cardinality(patterns) > 0 and cardinality(categories) > 0 limit 1`,
      [busiestState],
    );
    for (const n of (await page(`city=${encodeURIComponent(row!.city)}`)).data)
      expect(n.city).toBe(row!.city);
    const byCategory = await page(`category=${row!.category}`);
    expect(byCategory.total).toBeGreaterThan(0);
    const byPattern = await page(`pattern=${row!.pattern}`);
    expect(byPattern.total).toBeGreaterThan(0);
    const [check] = await t.sql<{ bad: string }>(
      `select count(*) as bad from catalog.number where tn = any($1) and not ($2 = any(patterns))`,
      [byPattern.data.map((n: { tn: string }) => n.tn), row!.pattern],
    );
    expect(Number(check!.bad)).toBe(0);
    for (const n of (await page('spellingLength=4')).data)
      expect(n.spelling.replace(/[^A-Z]/g, '')).toHaveLength(4);
  });

  it('start with the digits of the local number, and end with digits', async () => {
    for (const n of (await page('startWith=23')).data) expect(n.tn.slice(5, 7)).toBe('23');
    for (const n of (await page('search=00&searchBy=endsWith')).data) expect(n.tn.endsWith('00')).toBe(true);
  });

  it('finds an ending of four digits or more in price order, with its exact total', async () => {
    const [{ ending, count }] = (await t.sql<{ ending: string; count: number }>(
      `select right(digits, 5) as ending, count(*)::int as count from catalog.number
        where type = 'local' and status = 'available' group by 1 order by 2 desc, 1 limit 1`,
    )) as [{ ending: string; count: number }];
    for (const sort of ['price%2B', 'price-']) {
      const body = await search(
        `type=local&search=${ending}&searchBy=endsWith&moreResults=true&$limit=48&sort=${sort}`,
      );
      expect(body.total).toBe(count);
      for (const n of body.data) expect(n.tn.endsWith(ending), n.tn).toBe(true);
      const prices = body.data.map((n: { price: number }) => n.price);
      expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price-' ? b - a : a - b)));
    }
  });

  it('totals a digit search from the matches it gathered, exactly, on every page', async () => {
    const [expected] = await t.sql<{ count: string }>(
      `select count(*) from catalog.number where type = 'local' and status = 'available' and digits like '%7'
        and (reserved_until is null or reserved_until < $1)`,
      [t.clock.now()],
    );
    expect(Number(expected!.count)).toBeGreaterThan(100);
    for (const skip of [0, 48]) {
      const body = await search(
        `type=local&search=7&searchBy=endsWith&moreResults=true&$limit=48&$skip=${skip}`,
      );
      expect(body.data).toHaveLength(48);
      expect(body.total, `skip ${skip}`).toBe(Math.min(Number(expected!.count), 10_000));
    }
  });

  it('sorts by price high to low and by number', async () => {
    const high = (await page('sort=price-')).data.map((n: { price: number }) => n.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const numeric = (await page('sort=tn')).data.map((n: { tn: string }) => n.tn);
    expect(numeric).toEqual([...numeric].sort());
  });

  it('bands the regular answer by price for sale and by setup fee for licence', async () => {
    const body = await search(`type=local&state=${busiestState}`);
    for (const n of body.data) {
      if (n.sectionName === 'For Sale Under $100') expect(n.price).toBeLessThan(10_000);
      if (n.sectionName === 'For Sale $100 to $999') expect(n.price).toBeGreaterThanOrEqual(10_000);
      if (n.sectionName === 'For Sale $1,000 and Up') expect(n.price).toBeGreaterThanOrEqual(100_000);
      if (n.sectionName?.startsWith('For License')) expect(n.licenseMrc).not.toBeNull();
    }
  });

  it('widens an area code to its neighbours within 25 miles with nearby', async () => {
    const own = await search(`type=local&npa=201&moreResults=true&$limit=100`);
    const near = await search(`type=local&npa=201&nearby=true&moreResults=true&$limit=100`);
    expect(near.total).toBeGreaterThan(own.total);
    const allowed = new Set(['201', ...(nearbyAreaCodes('201')?.npas ?? [])]);
    for (const n of near.data as Array<{ tn: string; distanceInMiles: number | null }>) {
      expect(allowed.has(n.tn.slice(2, 5)), n.tn).toBe(true);
    }
  });

  it('caps paging at 10,000 results with a refine hint', async () => {
    const body = await search('type=local&saleOnly=true&moreResults=true&$limit=12');
    expect(body.total).toBeLessThanOrEqual(10_000);
    if (body.total === 10_000) expect(body.refineHint).toMatch(/More than 10,000/);
  });
});

describe('answers remembered for a few seconds (ADR 0009)', () => {
  const holdForAnotherBasket = (tn: string) =>
    t.sql(
      `update catalog.number set reserved_basket = gen_random_uuid(), reserved_until = $1 where tn = $2`,
      [new Date(t.clock.now().getTime() + 30 * 60_000), tn],
    );

  it('drops a number held since the sections were picked, and picks again to keep them full', async () => {
    t.clock.advance(60_000);
    const query = `type=local&npa=${busiestNpa}&getItNow=true`;
    const before = await search(query);
    const first = before.data[0] as { tn: string; sectionName: string };
    await holdForAnotherBasket(first.tn);

    const after = await search(query);
    expect(after.data.map((n: { tn: string }) => n.tn)).not.toContain(first.tn);
    const inSection = (body: { data: { sectionName: string }[] }) =>
      body.data.filter((n) => n.sectionName === first.sectionName).length;
    expect(inSection(after)).toBe(inSection(before));
  });

  it('shows each remembered pick as the inventory has it now', async () => {
    t.clock.advance(60_000);
    const query = `type=local&npa=${busiestNpa}&saleOnly=true`;
    const before = await search(query);
    const picked = before.data.at(-1) as { tn: string; price: number };
    await t.sql(`update catalog.number set price_cents = price_cents + 1 where tn = $1`, [picked.tn]);

    const after = await search(query);
    expect(after.data.find((n: { tn: string }) => n.tn === picked.tn)?.price).toBe(picked.price + 1);
  });

  it('never shows a held number on a page, though the total may lag for 15 seconds', async () => {
    t.clock.advance(60_000);
    const query = `type=local&npa=${busiestNpa}&moreResults=true&$limit=12&sort=tn`;
    const before = await search(query);
    // Larger totals come from the search tallies and lag until their next rebuild (search-tallies.test.ts).
    expect(before.total).toBeLessThan(TALLY_TOTALS_FROM);
    const first = before.data[0] as { tn: string };
    await holdForAnotherBasket(first.tn);

    const after = await search(query);
    expect(after.data.map((n: { tn: string }) => n.tn)).not.toContain(first.tn);
    expect(after.total).toBe(before.total);
    t.clock.advance(15_001);
    expect((await search(query)).total).toBe(before.total - 1);
  });

  it('counts a first page that is not full as the whole answer', async () => {
    const [{ npa, count }] = (await t.sql<{ npa: string; count: number }>(
      `select npa, count(*)::int as count from catalog.number
        where type = 'local' and status = 'available' and (reserved_until is null or reserved_until < $1)
        group by npa having count(*) between 2 and 40 order by npa limit 1`,
      [t.clock.now()],
    )) as [{ npa: string; count: number }];
    const body = await search(`type=local&npa=${npa}&moreResults=true&$limit=48`);
    expect(body.data).toHaveLength(count);
    expect(body.total).toBe(count);
  });
});

describe('theme picks', () => {
  it('fill a section with numbers of the current theme, a minute at most after staff add its pattern', async () => {
    const staff = await logIn(t, 'staff@numberyard.test');
    const created = await t.request('/api/admin/themes', {
      method: 'POST',
      cookie: staff,
      json: { name: 'Nines', theme: 'nines', startDate: '2026-11-01', endDate: '2026-12-31' },
    });
    const { themeId } = await created.json();
    const pattern = await t.request('/api/admin/themes/patterns', {
      method: 'POST',
      cookie: staff,
      json: { themeId, pattern: '*99', status: 'active' },
    });
    expect(pattern.status).toBe(201);
    t.clock.advance(60_001);

    const body = await search(`type=local&npa=${busiestNpa}`);
    const picks = body.data.filter((n: { sectionName: string }) => n.sectionName === 'Theme Picks');
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.length).toBeLessThanOrEqual(2);
    for (const n of picks) expect(n.tn.endsWith('99'), n.tn).toBe(true);
  });
});
