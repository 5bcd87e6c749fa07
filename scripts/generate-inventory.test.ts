import { describe, expect, it } from 'vitest';
import { generateInventory } from '../src/modules/catalog/domain/inventory-generator.ts';
import { INVENTORY_CSV_COLUMNS, toCsvRow } from './generate-inventory.ts';

const number = [...generateInventory({ count: 1, seed: 1, now: new Date('2026-03-01T00:00:00Z') })][0]!;

describe('toCsvRow', () => {
  it('writes one field per column in INVENTORY_CSV_COLUMNS order', () => {
    const fields = toCsvRow(number).split(',');
    expect(fields).toHaveLength(INVENTORY_CSV_COLUMNS.length);
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('tn')]).toBe(number.tn);
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('price_cents')]).toBe(String(number.priceCents));
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('created_at')]).toBe(number.createdAt.toISOString());
  });

  it('leaves missing values empty so COPY reads them as NULL', () => {
    const tollFree = { ...number, state: null, city: null, lat: null, lon: null, minOfferCents: null };
    const fields = toCsvRow(tollFree).split(',');
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('city')]).toBe('');
    expect(fields[INVENTORY_CSV_COLUMNS.indexOf('min_offer_cents')]).toBe('');
  });

  it('quotes text holding commas or quotes and keeps an empty string apart from NULL', () => {
    expect(toCsvRow({ ...number, city: 'Washington, "DC"' })).toContain('"Washington, ""DC"""');
    expect(toCsvRow({ ...number, vendor: '' })).toContain(',"",');
  });
});
