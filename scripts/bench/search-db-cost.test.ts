import { describe, expect, it } from 'vitest';
import { statementKind } from './search-db-cost.ts';

describe('statementKind', () => {
  it('names each kind of search statement whatever its filters', () => {
    expect(
      statementKind(
        'with m as materialized (select n.city, n.categories from catalog.number n where n.state = $4',
      ),
    ).toBe('sidebar counts (sample)');
    expect(
      statementKind('with m as materialized (select n.num from catalog.number n where n.run_length >= $5'),
    ).toBe('block sizes (sidebar)');
    expect(statementKind('with area as materialized (select n.id from catalog.number n)')).toBe(
      'sections (regular answer)',
    );
    expect(
      statementKind(
        'select n.id, n.tn from catalog.number n join (select n.id from catalog.number n where x) page on',
      ),
    ).toBe('page');
    expect(
      statementKind(
        'select n.id from catalog.number n join (with c as materialized (select n.id, n.price_cents',
      ),
    ).toBe('digits page (every match gathered)');
    expect(statementKind('select 1')).toBe('other');
  });
});
