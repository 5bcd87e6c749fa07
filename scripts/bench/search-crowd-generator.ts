/**
 * The crowd of `npm run bench:search -- --crowd` (docs/adr/0076): every request's criteria drawn at
 * random, from a seeded generator, across the shapes the /search page sends (web/src/features/search:
 * sectioned, paged and faceted styles, find-a-block, words, endings, deep pages, toll free, global,
 * an exact number), and who sends it: a guest, a guest with a basket, a signed-in session or an API
 * token. The same seed and vocabulary give the same requests, so two runs compare like with like.
 */
import { mulberry32 } from '../../src/modules/catalog/adapters/demo/seeded-random.ts';
import { PRICE_BUCKETS } from '../../src/shared/listing-rules.ts';
import { BLOCK_SIZES } from '../../src/shared/search-rules.ts';

/** The crowd's shapes, in the order the breakdown lists them. */
export const CROWD_SHAPES = [
  'sectioned',
  'paged',
  'faceted',
  'find-a-block',
  'word',
  'ending',
  'deep page',
  'toll free',
  'global',
  'exact number',
] as const;
export type CrowdShape = (typeof CROWD_SHAPES)[number];

export const CALLER_KINDS = ['guest', 'basket', 'session', 'token'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** What the database holds, read once before the crowd starts (or made up by a test). */
export interface CrowdVocabulary {
  /** Local area codes with their state, busiest first. */
  areas: Array<{ npa: string; state: string }>;
  /** Rate centres by state, for the sidebar's city filter. */
  cities: Array<{ state: string; city: string }>;
  categories: string[];
  patterns: string[];
  /** Numbers on offer, for the exact-number lookup. */
  tns: string[];
}

export interface CrowdRequest {
  shape: CrowdShape;
  caller: { kind: CallerKind; index: number };
  /** The query string of GET /api/tnSearch, as the page sends it. */
  query: string;
}

const WORDS = ['CARS', 'PIZZA', 'LAW', 'FLOWERS', 'TAXI', 'HOME', 'DENTIST', 'ROOF', 'CASH', 'LOAN'];
const MORE_WORDS = ['MOVE', 'PLUMB', 'HVAC', 'DOGS', 'GOLF', 'HELP', 'SOLAR', 'PAINT', 'TOW', 'CLEAN'];
const ENDINGS = ['7777', '0000', '1234', '2000', '5555', '1000', '9999', '4321', '00', '88'];
const PAGE_SIZES = [12, 24, 48, 48, 48, 100];
const SORTS = ['price+', 'price-', 'tn'];
const SORT_LETTER: Record<string, string> = { 'price+': 'a', 'price-': 'd', tn: 'n' };
const TOLL_FREE = ['8**', '8**', '800', '888', '877', '866', '855', '844', '833'];
const COUNTRIES = ['GB', 'GB', 'GB', 'DE', 'FR', 'AU', 'CA'];
const FLAGS = ['saleOnly', 'licenseOnly', 'isOnSale', 'getItNow', 'recentlyAdded'];

/** How often each shape and caller comes, out of the weights' sum (a guess at real traffic, documented). */
const SHAPE_WEIGHTS: Record<CrowdShape, number> = {
  sectioned: 25,
  paged: 20,
  faceted: 15,
  'find-a-block': 8,
  word: 10,
  ending: 6,
  'deep page': 5,
  'toll free': 5,
  global: 3,
  'exact number': 3,
};
const CALLER_WEIGHTS: Record<CallerKind, number> = { guest: 55, basket: 20, session: 15, token: 10 };

/** `count` callers of each signed-in kind and of baskets; guests need none. */
export interface CrowdCallers {
  sessions: number;
  tokens: number;
  baskets: number;
}

export function crowdGenerator(vocabulary: CrowdVocabulary, seed: number, callers: CrowdCallers) {
  // Seeded (Math.random is neither seedable nor repeatable): the demo inventory's generator.
  const random = mulberry32(seed);
  const int = (below: number) => Math.floor(random() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => random() < p;
  const weighted = <K extends string>(weights: Record<K, number>): K => {
    const entries = Object.entries(weights) as Array<[K, number]>;
    let left = random() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, weight] of entries) {
      left -= weight;
      if (left < 0) return key;
    }
    return entries.at(-1)![0];
  };
  // Busy area codes come more often than quiet ones: the square of a uniform draw leans to the front.
  const area = () => vocabulary.areas[Math.floor(random() ** 2 * vocabulary.areas.length)]!;
  const word = () => (chance(0.7) ? pick(WORDS) : pick(MORE_WORDS));

  function criteria(shape: CrowdShape): Array<[string, string]> {
    const { npa, state } = area();
    const where: Array<[string, string]> = chance(0.5) ? [['npa', npa]] : [['state', state]];
    const paged = (limit = pick(PAGE_SIZES), page = chance(0.7) ? 0 : 1 + int(4)) => [
      ['moreResults', 'true'],
      ['$limit', String(limit)],
      ['$skip', String(page * limit)],
    ];
    switch (shape) {
      case 'sectioned':
        return [['type', 'local'], ...where, ...(chance(0.2) ? [['search', word()]] : [])] as Array<
          [string, string]
        >;
      case 'paged':
        return [['type', 'local'], ...where, ['sort', pick(SORTS)], ...paged()] as Array<[string, string]>;
      case 'faceted': {
        const facets: Array<[string, string]> = [
          ['type', 'local'],
          ['state', state],
        ];
        for (const bucket of PRICE_BUCKETS) if (chance(0.25)) facets.push(['price', bucket.key]);
        const cities = vocabulary.cities.filter((c) => c.state === state);
        if (cities.length && chance(0.5)) facets.push(['city', pick(cities).city]);
        if (vocabulary.categories.length && chance(0.25))
          facets.push(['category', pick(vocabulary.categories)]);
        if (vocabulary.patterns.length && chance(0.25)) facets.push(['pattern', pick(vocabulary.patterns)]);
        if (chance(0.4)) facets.push([pick(FLAGS), 'true']);
        return [...facets, ['sort', pick(SORTS)], ...paged()] as Array<[string, string]>;
      }
      case 'find-a-block':
        return [
          ['type', 'local'],
          ...where,
          ['consecutive', String(chance(0.6) ? 10 : pick(BLOCK_SIZES))],
          ['sort', 'tn'],
          ...(chance(0.6) ? paged() : []),
        ] as Array<[string, string]>;
      case 'word':
        return [
          ['type', 'local'],
          ...(chance(0.6) ? where : []),
          ['search', word()],
          ['searchBy', chance(0.8) ? 'contains' : 'startsWith'],
          ['sort', 'price+'],
          ...paged(),
        ] as Array<[string, string]>;
      case 'ending':
        return [
          ['type', 'local'],
          ...(chance(0.4) ? where : []),
          ['search', pick(ENDINGS)],
          ['searchBy', 'endsWith'],
          ['sort', chance(0.7) ? 'price+' : 'tn'],
          ...paged(),
        ] as Array<[string, string]>;
      case 'deep page': {
        const limit = pick(PAGE_SIZES);
        const page = Math.floor((500 + int(9_400)) / limit);
        const sort = pick(SORTS);
        // Half come by the Next link, which carries a keyset cursor (docs/adr/0077); half jump by page number.
        if (chance(0.5)) {
          const key =
            sort === 'tn' ? `1${npa}${String(int(10_000_000)).padStart(7, '0')}` : String(int(100_000));
          const after = `${SORT_LETTER[sort]}${page * limit}.${key}.${1 + int(1_000_000)}`;
          return [
            ['type', 'local'],
            ...where,
            ['sort', sort],
            ['moreResults', 'true'],
            ['$limit', String(limit)],
            ['after', after],
          ] as Array<[string, string]>;
        }
        return [['type', 'local'], ...where, ['sort', sort], ...paged(limit, page)] as Array<
          [string, string]
        >;
      }
      case 'toll free':
        return [
          ['type', 'tollfree'],
          ['npa', pick(TOLL_FREE)],
          ...(chance(0.4) ? [['search', word()]] : []),
          ...(chance(0.3) && vocabulary.patterns.length ? [['pattern', pick(vocabulary.patterns)]] : []),
          ...(chance(0.6) ? paged() : []),
        ] as Array<[string, string]>;
      case 'global':
        return [['type', 'global'], ['country', pick(COUNTRIES)], ...(chance(0.6) ? paged() : [])] as Array<
          [string, string]
        >;
      case 'exact number':
        return [['fqtnSearch', pick(vocabulary.tns)]];
    }
  }

  const callerIndex = (kind: CallerKind) =>
    kind === 'guest' ? 0 : int(Math.max(1, callers[`${kind}s` as keyof CrowdCallers]));

  return function next(): CrowdRequest {
    const shape = weighted(SHAPE_WEIGHTS);
    const params = new URLSearchParams(criteria(shape));
    // The page always asks for the sidebar's counts (toApiQuery).
    params.set('withAggregations', 'true');
    const kind = weighted(CALLER_WEIGHTS);
    return { shape, caller: { kind, index: callerIndex(kind) }, query: params.toString() };
  };
}
