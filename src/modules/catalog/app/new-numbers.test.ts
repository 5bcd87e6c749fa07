import { describe, expect, it } from 'vitest';
import type { NewNumberLookup, NewNumberQuery } from '../ports/new-number-lookup.ts';
import { makeListNewNumbers, NEW_NUMBERS_MAX_TOTAL } from './new-numbers.ts';

function lookupAnswering(total: number) {
  const queries: NewNumberQuery[] = [];
  const numbers: NewNumberLookup = {
    async page(query) {
      queries.push(query);
      return {
        rows: [
          {
            tn: '+12012345678',
            priceCents: 4900,
            costCents: 100,
            vendor: 'telnyx',
            status: 'available',
            negotiable: true,
            createdAt: new Date('2026-11-20T09:00:00Z'),
          },
        ],
        total,
      };
    },
  };
  return { queries, list: makeListNewNumbers({ numbers }) };
}

describe('listNewNumbers', () => {
  it('answers numbers in the legacy shape with a formatted number and no negotiation', async () => {
    const { list } = lookupAnswering(1);
    expect(await list({ sort: '-createdAt', limit: 10, skip: 0 })).toEqual({
      data: [
        {
          tn: '+12012345678',
          humanTn: '(201) 234-5678',
          intprice: 4900,
          vendor: 'telnyx',
          cost: 100,
          status: 'available',
          negotiationId: null,
          negotiationUUID: null,
          show_negotiable: true,
          createdAt: '2026-11-20T09:00:00.000Z',
        },
      ],
      total: 1,
      limit: 10,
      skip: 0,
    });
  });

  it('searches by the digits typed, ignoring punctuation, and caps the total', async () => {
    const { list, queries } = lookupAnswering(50_000);
    const answer = await list({ search: '(201) 555-', sort: 'tn', limit: 300, skip: 20 });
    expect(queries[0]).toEqual({
      digits: '201555',
      sort: 'tn',
      limit: 300,
      offset: 20,
      countCap: NEW_NUMBERS_MAX_TOTAL,
    });
    expect(answer.total).toBe(NEW_NUMBERS_MAX_TOTAL);
  });

  it('treats a search without digits as no search', async () => {
    const { list, queries } = lookupAnswering(0);
    await list({ search: ' - ', sort: 'tn', limit: 10, skip: 0 });
    expect(queries[0]?.digits).toBeNull();
  });
});
