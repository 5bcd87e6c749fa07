import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, listQuery } from '../../../../platform/http/openapi-helpers.ts';
import { PRICE_BUCKETS } from '../../../../shared/listing-rules.ts';

const PRICE_BUCKET_KEYS = PRICE_BUCKETS.map((bucket) => bucket.key) as [string, ...string[]];

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A repeated query parameter (`city=A&city=B`) or a single one. */
const many = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const SearchQuery = listQuery({
  type: z.enum(['local', 'tollfree', 'global']).default('local').openapi({ description: 'Kind of number.' }),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code.')
    .optional()
    .openapi({ example: 'NJ' }),
  npa: z
    .string()
    .trim()
    .regex(/^(\d{3}|8\*\*)$/, 'Area code must be 3 digits (or 8** for any toll-free prefix).')
    .optional()
    .openapi({ example: '201' }),
  search: z.string().trim().max(20, 'Search is at most 20 characters.').optional().openapi({
    description: 'A word (matched as a vanity spelling) or digits (matched anywhere in the number).',
    example: 'CARS',
  }),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .openapi({ description: 'For global numbers; defaults to GB (+44).', example: 'GB' }),
  saleOnly: flag.openapi({ description: 'Only numbers for sale (mutually exclusive with licenseOnly).' }),
  licenseOnly: flag.openapi({ description: 'Only numbers offered for licence.' }),
  getItNow: flag.openapi({ description: 'Only numbers the vendor activates within 2 hours.' }),
  recentlyAdded: flag.openapi({ description: 'Only numbers added in the last 14 days.' }),
  isOnSale: flag.openapi({ description: 'Only numbers on sale (a recent price cut of 10% or more).' }),
  nearby: flag.openapi({
    description:
      'With an area code: also numbers of neighbouring area codes whose rate centre is within 25 miles.',
  }),
  consecutive: z.coerce.number().int().min(0).max(100).optional().openapi({
    description: 'Find a block of this many consecutive numbers (below 2 is ignored).',
    example: 10,
  }),
  startWith: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'Start with takes up to 7 digits.')
    .optional()
    .openapi({ description: 'Digits the 7-digit local number starts with.', example: '555' }),
  city: many(z.string().trim().min(1).max(100)).openapi({ description: 'Rate centres (repeatable).' }),
  category: many(z.string().trim().min(1).max(40)).openapi({ description: 'Categories (repeatable).' }),
  pattern: many(z.string().trim().min(1).max(40)).openapi({ description: 'Patterns (repeatable).' }),
  price: many(z.enum(PRICE_BUCKET_KEYS)).openapi({
    description: 'Price buckets in dollars (repeatable).',
  }),
  sort: z
    .enum(['price+', 'price-', 'tn'])
    .optional()
    .openapi({ description: 'Price low to high (default), high to low, or numeric.' }),
  searchBy: z.enum(['contains', 'startsWith', 'endsWith']).default('contains').openapi({
    description: 'How `search` digits must match the number.',
  }),
  moreResults: flag.openapi({ description: 'Paged results instead of the sectioned answer.' }),
  vendor: many(z.string().trim().min(1).max(40)).openapi({ description: 'Vendors (employees only).' }),
  spellingLength: z.coerce.number().int().min(3).max(7).optional().openapi({
    description: 'Only numbers whose vanity spelling has this many letters.',
  }),
  fqtnSearch: z
    .string()
    .trim()
    .max(20)
    .optional()
    .openapi({ description: 'An exact number to look up.', example: '+12015550123' }),
  basketUuid: z
    .string()
    .uuid()
    .optional()
    .openapi({ description: 'Your basket: numbers it holds stay visible to you.' }),
  $limit: z.coerce.number().int().min(1).max(100).default(48),
  $skip: z.coerce.number().int().min(0).max(9999).default(0),
  withAggregations: flag.openapi({ description: 'Also answer `filterData` counts for the sidebar.' }),
});

export type SearchQueryInput = z.infer<typeof SearchQuery>;

export const SearchNumber = z
  .object({
    tn: z.string(),
    humanTn: z.string(),
    price: z.number().int().describe('Cents; 0 when only licensed.'),
    intprice: z.number().int().describe('Same as price (legacy name).'),
    retailPrice: z.number().int().describe('Cents; above price while on sale.'),
    sectionName: z.string().nullable(),
    isGroupMember: z.boolean(),
    startGroup: z.boolean(),
    endGroup: z.boolean(),
    groupLength: z.number().int(),
    nearMe: z.boolean(),
    forceLicensableShow: z.boolean(),
    spelling: z.string().nullable(),
    pigPick: z.number().int(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    isOnSale: z.boolean(),
    isExclusive: z.boolean(),
    licenseNrc: z.number().int().nullable(),
    licenseMrc: z.number().int().nullable(),
    licenseAnnualIncrease: z.number().int().nullable().describe('Hundredths of a percent.'),
    humanAvailability: z.string(),
    negotiationId: z.number().int().nullable(),
    negotiationUUID: z.string().nullable(),
    tag: z.enum(['prime', 'nearMe', 'best']).nullable(),
    showNegotiable: z.boolean(),
    distanceInMiles: z.number().nullable(),
    vendor: z.string().optional().describe('Employees only.'),
    cost: z.number().int().optional().describe('Employees only; cents.'),
  })
  .openapi('SearchNumber');

const Facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const SearchResult = z
  .object({
    style: z.enum(['fqtn', 'more', 'regular', 'noCriteria']),
    data: z.array(SearchNumber),
    total: z
      .number()
      .int()
      .describe(
        'How many numbers match, at most 10,000. Exact below 1,000; from 1,000 up it may be a few minutes old ' +
          '(counted by a background job), so the last page can come up a few numbers short.',
      ),
    limit: z.number().int(),
    skip: z.number().int(),
    refineHint: z.string().nullable().describe('Shown when more results exist than can be paged (10,000).'),
    filterData: z
      .object({
        city: z.array(Facet),
        categories: z.array(Facet),
        patterns: z.array(Facet),
        vendors: z.array(Facet),
        prices: z.array(Facet),
        buyNowLimit: z.number().int(),
        noCriteria: z.boolean(),
        countsPartial: z
          .boolean()
          .describe(
            'More numbers match than the counts cover: they count the first 10,000 matches. Counts of large ' +
              'searches may be a few minutes old.',
          ),
      })
      .optional(),
  })
  .openapi('SearchResult');

export const tnSearch = createRoute({
  method: 'get',
  path: '/api/tnSearch',
  tags: ['Number search'],
  operationId: 'searchNumbers',
  summary: 'Search numbers for sale or licence',
  description: [
    'Three styles: an exact number (`fqtnSearch`, or 7/10 digits in `search`) answers that number;',
    '`moreResults=true` answers pages (`$skip`, `$limit`, at most 10,000 results);',
    'otherwise the regular answer is sectioned (price bands for sale and for licence, prime, best, near the area code,',
    'theme picks; each item names its `sectionName`). With fewer than two criteria and no `spellingLength` the answer is',
    '`style: noCriteria`. Numbers reserved in someone else’s basket or sold never appear. Vendor and cost are shown',
    'to employees only.',
  ].join(' '),
  security: [],
  request: { query: SearchQuery },
  responses: { 200: jsonResponse(SearchResult, 'The numbers found.'), ...errorResponses(400, 403, 429) },
});
