import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './page-cursor.ts';

describe('page cursor', () => {
  it('reads back what it wrote, for the sort it was made for', () => {
    const cursor = { sort: 'price+' as const, position: 48, key: '2500', id: 1234 };
    expect(encodePageCursor(cursor)).toBe('a48.2500.1234');
    expect(decodePageCursor('a48.2500.1234', 'price+')).toEqual(cursor);
    expect(decodePageCursor(encodePageCursor({ ...cursor, sort: 'tn', key: '12015550123' }), 'tn')).toEqual({
      ...cursor,
      sort: 'tn',
      key: '12015550123',
    });
  });

  it('refuses a cursor of another sort, past the paging cap or malformed', () => {
    expect(decodePageCursor('a48.2500.1234', 'price-')).toBeNull();
    expect(decodePageCursor('a10000.2500.1234', 'price+')).toBeNull();
    expect(decodePageCursor('a0.2500.1234', 'price+')).toBeNull();
    expect(decodePageCursor('a48.25x0.1234', 'price+')).toBeNull();
    expect(decodePageCursor("a48.2500.1234' or 1=1", 'price+')).toBeNull();
  });
});
