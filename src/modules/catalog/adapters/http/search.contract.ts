import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonResponse,
  listQuery,
  OPTIONAL_SIGN_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { PRICE_BUCKETS } from '../../../../shared/listing-rules.ts';
import { BLOCK_SIZES, blockSizeLabel, MAX_PAGED_RESULTS } from '../../../../shared/search-rules.ts';
import { TN_SEARCHES_PER_IP_PER_MINUTE } from '../../app/search-rate-limit.ts';
import { PAGE_CURSOR_PATTERN } from '../../domain/page-cursor.ts';
import { SECTION_SAMPLE } from '../db/postgres-number-search.ts';
import { TALLY_MAX_AGE_MS, TALLY_REFRESH_EVERY_MINUTES, TALLY_TOTALS_FROM } from '../db/search-tallies.ts';
import { SEARCH_MEMO_TTL_MS } from '../memory/search-memos.ts';

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
    .openapi({
      description:
        'Your basket: numbers it holds stay visible to you (in the sectioned answer, when they are among the ' +
        'picks, which every visitor shares for a minute).',
    }),
  $limit: z.coerce.number().int().min(1).max(100).default(48),
  $skip: z.coerce.number().int().min(0).max(9999).default(0).openapi({
    description:
      'First result of the page (offset; at most 9,999). Prefer `after` for the next page: it is cheaper.',
  }),
  after: z
    .string()
    .regex(PAGE_CURSOR_PATTERN, 'Not a page cursor: take `after` from the `next` of the previous answer.')
    .optional()
    .openapi({
      description:
        'Keyset paging (`moreResults=true`): the `next` of the previous page, copied as is; the page starts just ' +
        "after that page's last number, whatever holds and sales happened since, and `skip` in the answer says " +
        'its position. Replaces `$skip`. Made for one sort: with another, 400. Find-a-block pages by `$skip` only.',
      example: 'a48.2500.1234',
    }),
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
    tag: z
      .enum(['prime', 'nearMe', 'best'])
      .nullable()
      .describe("'prime': the promoted Pig Pick, first in the regular answer."),
    showNegotiable: z.boolean(),
    promotion: z
      .string()
      .nullable()
      .describe(
        'Only on the promoted Pig Pick: proof that it was shown promoted. Send it as `promotion` when adding the ' +
          'number to a basket (valid 30 minutes).',
      ),
    distanceInMiles: z.number().nullable(),
    vendor: z.string().optional().describe('Employees only.'),
    cost: z.number().int().optional().describe('Employees only; cents.'),
  })
  .openapi('SearchNumber');

const Facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

const seconds = (ms: number) => `${ms / 1000} s`;
const minutes = (ms: number) => `${ms / 60_000} minutes`;
const thousands = (n: number) => n.toLocaleString('en-US');

/** How old a count may be, quoted from the constants that decide it (ADR 0010, ADR 0011). */
const COUNT_BOUNDS =
  `A count is reused for a while in each server process: totals for ${seconds(SEARCH_MEMO_TTL_MS.totals)}, ` +
  `sidebar counts for ${seconds(SEARCH_MEMO_TTL_MS.facets)}. A search matching ${thousands(TALLY_TOTALS_FROM)} ` +
  'numbers or more takes its total (and, without a city, vendor, category or pattern filter, its sidebar ' +
  `counts) from tallies rebuilt every ${TALLY_REFRESH_EVERY_MINUTES} minutes; tallies older than ` +
  `${minutes(TALLY_MAX_AGE_MS)} are ignored and the search counts for itself. Tallies do not see holds and ` +
  'sales since their rebuild. The numbers shown are always read afresh.';

export const SearchResult = z
  .object({
    style: z.enum(['fqtn', 'more', 'regular', 'noCriteria']),
    data: z.array(SearchNumber),
    total: z
      .number()
      .int()
      .describe(
        `How many numbers match, at most ${thousands(MAX_PAGED_RESULTS)}. When \`totalApproximate\` is true it was ` +
          'counted at `countsAsOf` (a remembered count or a tally), so the last page can come up a few numbers short.',
      ),
    countsAsOf: z
      .string()
      .datetime()
      .nullable()
      .describe(
        'When the oldest approximate count of this answer was made (ISO 8601, UTC); null when every count was ' +
          `made for this answer. ${COUNT_BOUNDS}`,
      )
      .openapi({ example: '2026-11-24T12:00:00.000Z' }),
    totalApproximate: z
      .boolean()
      .describe(
        '`total` was counted earlier (at `countsAsOf` or later) or taken from a tally, not for this answer.',
      ),
    facetsApproximate: z
      .boolean()
      .describe(
        'The `filterData` counts were counted earlier or taken from a tally; false without `filterData`.',
      ),
    limit: z.number().int(),
    skip: z.number().int().describe('Position of the first result of the page (from `$skip` or `after`).'),
    next: z
      .string()
      .nullable()
      .describe(
        'Paged answers: the `after` of the next page (keyset paging, cheaper than `$skip` on deep pages); null on ' +
          'the last page, at the 10,000-result cap, and for find-a-block (page it with `$skip`).',
      )
      .openapi({ example: 'a48.2500.1234' }),
    refineHint: z
      .string()
      .nullable()
      .describe(
        'Shown when more results exist than can be paged (10,000), or when `matchesPartial` says what the answer covers.',
      ),
    matchesPartial: z
      .boolean()
      .describe(
        `A word or digits search gathers at most the first ${thousands(MAX_PAGED_RESULTS)} matches it finds, then sorts ` +
          'them; true when more matched. A page is then in order among those matches, not among every match, and ' +
          "a regular answer's sections are picked among them. Narrow the search (an area code, a state, more " +
          'digits) for an answer over every match.',
      ),
    filterData: z
      .object({
        city: z.array(Facet),
        categories: z.array(Facet),
        patterns: z.array(Facet),
        vendors: z.array(Facet),
        prices: z.array(Facet),
        groups: z
          .array(Facet)
          .describe(
            `Find-a-block: for each block size on offer (${BLOCK_SIZES.join(', ')}; \`value\` is the size, for ` +
              '`consecutive`), how many blocks of at least that many consecutive numbers match the other criteria ' +
              "(the search's own `consecutive` is left out). A block is a run of consecutive numbers that all " +
              `match; sizes without a block are left out. Counted over the first ${thousands(MAX_PAGED_RESULTS)} ` +
              'matching numbers in blocks, in number order (`countsPartial` beyond). When the sidebar counts come ' +
              'from the tallies and the search has no price or sale/licence filter, so do the blocks: as of ' +
              '`countsAsOf`, counting numbers held in baskets as on offer.',
          )
          .openapi({
            example: [
              { value: '2', label: blockSizeLabel(2), count: 7 },
              { value: '10', label: blockSizeLabel(10), count: 5 },
              { value: '50', label: blockSizeLabel(50), count: 1 },
            ],
          }),
        buyNowLimit: z.number().int(),
        noCriteria: z.boolean(),
        countsPartial: z
          .boolean()
          .describe(
            `More numbers match than the counts cover: they count the first ${thousands(MAX_PAGED_RESULTS)} matches ` +
              '(or, for `groups`, the first numbers in blocks). See `facetsApproximate` for their age.',
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
  security: OPTIONAL_SIGN_IN,
  summary: 'Search numbers for sale or licence',
  description: [
    'Three styles: an exact number (`fqtnSearch`, or 7/10 digits in `search`) answers that number;',
    '`moreResults=true` answers pages (`$limit`, at most 10,000 results): the first with neither `after` nor `$skip`,',
    'then each next one with `after` set to the previous answer’s `next` (e.g. `moreResults=true&npa=201&after=a48.2500.1234`;',
    'keyset paging: the page starts after the last number seen), or any page by `$skip`;',
    'otherwise the regular answer is sectioned (first one promoted Pig Pick, then price bands for sale and for licence,',
    'best, near the area code, theme picks; each item names its `sectionName`). The Pig Pick is the broker listing',
    'matching the search with the highest Pig Pick percentage, ties taking turns request after request; it carries',
    '`promotion`. The sale bands, the Pig Pick and Numbers',
    `Near You consider every matching number (a word or digits search: its first ${thousands(MAX_PAGED_RESULTS)} matches found, see \`matchesPartial\`); the licence bands, Best and Theme Picks are chosen`,
    `among the ${thousands(SECTION_SAMPLE)} lowest-priced matching numbers (licence-only numbers, priced 0, first),`,
    'so in a large area they may miss a pick that `moreResults=true` with a filter would find. With fewer than two criteria and no `spellingLength` the answer is',
    '`style: noCriteria`. Numbers reserved in someone else’s basket or sold never appear. Vendor and cost are shown',
    `to employees only. At most ${TN_SEARCHES_PER_IP_PER_MINUTE} searches a minute from one network address (429;`,
    'each server process counts its own and shares the counts every second, so a burst spread over several',
    'processes may pass the limit by about a second of its traffic).',
    '`countsAsOf`, `totalApproximate` and `facetsApproximate` say which counts were made earlier.',
    COUNT_BOUNDS,
  ].join(' '),
  request: { query: SearchQuery },
  responses: { 200: jsonResponse(SearchResult, 'The numbers found.'), ...errorResponses(400, 403, 429) },
});
