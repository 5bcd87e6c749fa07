import { describe, expect, it } from 'vitest';
import { generateInventory } from '../src/modules/catalog/adapters/demo/inventory-generator.ts';
import { INVENTORY_CSV_COLUMNS, toCsvRow, toPgArray } from './generate-inventory.ts';

const number = [...generateInventory({ count: 1, seed: 1, now: new Date('2026-03-01T00:00:00Z') })][0]!;

// Splits on commas outside double quotes, keeping the quotes: enough to locate a column.
const fieldsOf = (row: string) => row.match(/("[^"]*")+|[^,]+|(?<=^|,)(?=,|$)/g) ?? [];

describe('toCsvRow', () => {
  it('writes one field per column in INVENTORY_CSV_COLUMNS order', () => {
    const fields = fieldsOf(toCsvRow(number));
    expect(fields).toHaveLength(INVENTORY_CSV_COLUMNS.length);
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('tn')]).toBe(number.tn);
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('price_cents')]).toBe(String(number.priceCents));
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('created_at')]).toBe(number.createdAt.toISOString());
  });

  it('leaves missing values empty so COPY reads them as NULL', () => {
    const tollFree = { ...number, state: null, city: null, lat: null, lon: null, minOfferCents: null };
    const fields = fieldsOf(toCsvRow(tollFree));
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('city')]).toBe('');
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('min_offer_cents')]).toBe('');
  });

  it('quotes text holding commas or quotes and keeps an empty string apart from NULL', () => {
    expect(toCsvRow({ ...number, city: 'Washington, "DC"' })).toContain('"Washington, ""DC"""');
    expect(toCsvRow({ ...number, vendor: '' })).toContain(',"",');
  });

  it('writes patterns and categories as PostgreSQL array literals, CSV-quoted when they hold a comma', () => {
    const row = toCsvRow({ ...number, patterns: ['XXXX', 'repeater'], categories: [] });
    expect(row).toContain(',"{XXXX,repeater}",{},');
  });

  it('writes the spelling, pig-pick share and end of sale', () => {
    const onSaleUntil = new Date('2026-03-05T00:00:00Z');
    const row = toCsvRow({ ...number, spelling: '1-800-FLOWERS', pigPickPct: 40, onSaleUntil });
    const fields = fieldsOf(row);
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('on_sale_until')]).toBe(onSaleUntil.toISOString());
    expect(row).toContain('1-800-FLOWERS');
    expect(row).toContain(',40,');
  });
});

describe('toPgArray', () => {
  it('quotes only the elements that need it', () => {
    expect(toPgArray(['XXXX', 'mirror-7'])).toBe('{XXXX,mirror-7}');
    expect(toPgArray(['a b', 'say "hi"', 'NULL', ''])).toBe('{"a b","say \\"hi\\"","NULL",""}');
    expect(toPgArray([])).toBe('{}');
  });
});
