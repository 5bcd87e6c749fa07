import { describe, expect, it } from 'vitest';
import { SearchQuery } from '../../src/modules/catalog/adapters/http/search.contract.ts';
import {
  CALLER_KINDS,
  CROWD_SHAPES,
  type CrowdVocabulary,
  crowdGenerator,
} from './search-crowd-generator.ts';

const vocabulary: CrowdVocabulary = {
  areas: [
    { npa: '201', state: 'NJ' },
    { npa: '212', state: 'NY' },
    { npa: '415', state: 'CA' },
  ],
  cities: [
    { state: 'NJ', city: 'Hoboken' },
    { state: 'CA', city: 'San Francisco' },
  ],
  categories: ['Easy'],
  patterns: ['XXXX', 'ABAB'],
  tns: ['+12015550123', '+14155550100'],
};
const callers = { sessions: 3, tokens: 2, baskets: 4 };
const draw = (seed: number, count: number) => {
  const next = crowdGenerator(vocabulary, seed, callers);
  return Array.from({ length: count }, next);
};

describe('the crowd generator', () => {
  it('draws the same requests from the same seed, and others from another seed', () => {
    expect(draw(42, 200)).toEqual(draw(42, 200));
    expect(draw(43, 200)).not.toEqual(draw(42, 200));
  });

  it('sends every shape and every kind of caller within a short run', () => {
    const requests = draw(1, 2_000);
    expect(new Set(requests.map((r) => r.shape))).toEqual(new Set(CROWD_SHAPES));
    expect(new Set(requests.map((r) => r.caller.kind))).toEqual(new Set(CALLER_KINDS));
  });

  it('sends only queries the API accepts, each asking for the sidebar counts as the page does', () => {
    for (const { query } of draw(7, 1_000)) {
      const params = new URLSearchParams(query);
      const input: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        input[key] = values.length > 1 ? values : values[0]!;
      }
      expect(SearchQuery.safeParse(input).success, query).toBe(true);
      expect(params.get('withAggregations')).toBe('true');
    }
  });

  it('picks signed-in callers and baskets among those set up', () => {
    for (const { caller } of draw(3, 1_000)) {
      const limit = { guest: 1, basket: 4, session: 3, token: 2 }[caller.kind];
      expect(caller.index).toBeGreaterThanOrEqual(0);
      expect(caller.index).toBeLessThan(limit);
    }
  });

  it('keeps deep pages within the paging cap, half by page number and half by the Next link cursor', () => {
    const ways = { skip: 0, cursor: 0 };
    for (const { shape, query } of draw(5, 2_000)) {
      if (shape !== 'deep page') continue;
      const params = new URLSearchParams(query);
      const after = params.get('after');
      const position = after ? Number(/^[adn](\d+)\./.exec(after)![1]) : Number(params.get('$skip'));
      ways[after ? 'cursor' : 'skip'] += 1;
      expect(position).toBeGreaterThanOrEqual(400);
      expect(position).toBeLessThanOrEqual(9_999);
    }
    expect(ways.skip).toBeGreaterThan(0);
    expect(ways.cursor).toBeGreaterThan(0);
  });
});
