// Writes demo inventory as CSV (PostgreSQL COPY ... WITH (FORMAT csv, HEADER true)):
//   node scripts/generate-inventory.ts --count 50000 --seed 1 [--now 2026-01-01T00:00:00Z] [--out file] [--no-header]

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import {
  generateInventory,
  type InventoryNumber,
} from '../src/modules/catalog/adapters/demo/inventory-generator.ts';
import { toPgArray } from '../src/platform/db/pg-array.ts';

export { toPgArray };

/** CSV column order; also the target column list for COPY. Empty field = NULL. */
export const INVENTORY_CSV_COLUMNS = [
  'tn',
  'npa',
  'nxx',
  'state',
  'city',
  'lat',
  'lon',
  'country',
  'type',
  'vendor',
  'cost_cents',
  'price_cents',
  'retail_price_cents',
  'license_one_time_cents',
  'license_monthly_cents',
  'license_annual_increase_bp',
  'negotiable',
  'min_offer_cents',
  'exclusive',
  'get_it_now',
  'created_at',
  'status',
  'spelling',
  'patterns',
  'categories',
  'pig_pick_pct',
  'on_sale_until',
] as const;

export type InventoryCsvColumn = (typeof INVENTORY_CSV_COLUMNS)[number];

type CsvValue = string | number | boolean | Date | readonly string[] | null;

const FIELDS: Record<InventoryCsvColumn, (number: InventoryNumber) => CsvValue> = {
  tn: (n) => n.tn,
  npa: (n) => n.npa,
  nxx: (n) => n.nxx,
  state: (n) => n.state,
  city: (n) => n.city,
  lat: (n) => n.lat,
  lon: (n) => n.lon,
  country: (n) => n.country,
  type: (n) => n.type,
  vendor: (n) => n.vendor,
  cost_cents: (n) => n.costCents,
  price_cents: (n) => n.priceCents,
  retail_price_cents: (n) => n.retailPriceCents,
  license_one_time_cents: (n) => n.licenseOneTimeCents,
  license_monthly_cents: (n) => n.licenseMonthlyCents,
  license_annual_increase_bp: (n) => n.licenseAnnualIncreaseBp,
  negotiable: (n) => n.negotiable,
  min_offer_cents: (n) => n.minOfferCents,
  exclusive: (n) => n.exclusive,
  get_it_now: (n) => n.getItNow,
  created_at: (n) => n.createdAt,
  status: (n) => n.status,
  spelling: (n) => n.spelling,
  patterns: (n) => n.patterns,
  categories: (n) => n.categories,
  pig_pick_pct: (n) => n.pigPickPct,
  on_sale_until: (n) => n.onSaleUntil,
};

const GETTERS = INVENTORY_CSV_COLUMNS.map((column) => FIELDS[column]);
const NEEDS_QUOTES = /[",\r\n]/;

function csvText(value: string): string {
  // COPY reads an unquoted empty field as NULL, so an empty string must be quoted to stay a string.
  return value === '' || NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return csvText(value);
  if (Array.isArray(value)) return csvText(toPgArray(value));
  return value instanceof Date ? value.toISOString() : String(value);
}

/** One CSV line in INVENTORY_CSV_COLUMNS order, without the line break. */
export function toCsvRow(number: InventoryNumber): string {
  let row = csvField(GETTERS[0]!(number));
  for (let index = 1; index < GETTERS.length; index++) row += `,${csvField(GETTERS[index]!(number))}`;
  return row;
}

async function writeCsv(out: Writable, rows: Iterable<InventoryNumber>, header: boolean): Promise<void> {
  let chunk = header ? `${INVENTORY_CSV_COLUMNS.join(',')}\n` : '';
  for (const row of rows) {
    chunk += `${toCsvRow(row)}\n`;
    if (chunk.length >= 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.write(chunk);
}

function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value))
    throw new Error(`--${name} must be a whole number`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '1' },
      now: { type: 'string' },
      out: { type: 'string' },
      header: { type: 'boolean', default: true },
    },
    allowNegative: true,
  });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) throw new Error('--now must be an ISO date');
  const rows = generateInventory({
    count: wholeNumber('count', values.count),
    seed: wholeNumber('seed', values.seed),
    now,
  });
  const out = values.out === undefined ? process.stdout : createWriteStream(values.out);
  await writeCsv(out, rows, values.header);
  if (out !== process.stdout) {
    out.end();
    await once(out, 'finish');
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
