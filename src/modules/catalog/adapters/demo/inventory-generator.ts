import { type CategoryKey, categoriesOf, type PatternKey, patternsOf } from '../../domain/number-patterns.ts';
import { allRegions, type RateCentre, TOLL_FREE_PREFIXES } from '../../domain/reference/regions.ts';
import { bestSpelling } from '../../domain/vanity-spelling.ts';
import { asLicenceOnly, terms } from './inventory-terms.ts';
import { draw, int, mulberry32, pick, type Random, type Weighted, weighted } from './seeded-random.ts';

export { LICENSE_ONLY_SHARE } from './inventory-terms.ts';
export { mulberry32 } from './seeded-random.ts';

export type InventoryNumberType = 'local' | 'tollfree' | 'global';
export type InventoryCountry = 'US' | 'CA' | 'GB';

/** A demo number for sale. Money in integer cents; null where a field does not apply. */
export interface InventoryNumber {
  /** E.164: '+12015550123', '+442079460123'. */
  tn: string;
  /** NANP area code or toll-free prefix; for UK numbers the area code without the trunk 0 ('20', '161'). */
  npa: string;
  /** NANP exchange; for UK numbers the local number less its last four digits. */
  nxx: string;
  /** Rate centre's state or province; null for toll-free and UK numbers. */
  state: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  country: InventoryCountry;
  type: InventoryNumberType;
  vendor: string;
  costCents: number;
  /** 0 when the number is only licensed. */
  priceCents: number;
  /** Above priceCents while the number is on sale (at least a 10% cut). */
  retailPriceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
  /** Yearly rise of the monthly licence fee in basis points (500 = 5%). */
  licenseAnnualIncreaseBp: number | null;
  negotiable: boolean;
  minOfferCents: number | null;
  exclusive: boolean;
  /** The vendor can activate it within 2 hours. */
  getItNow: boolean;
  createdAt: Date;
  status: 'available';
  /** bestSpelling: '1-800-FLOWERS'; null for UK numbers and numbers that spell nothing. */
  spelling: string | null;
  patterns: PatternKey[];
  categories: CategoryKey[];
  /** Always 0: only a broker's listing is a Pig Pick (docs/adr/0066); the column stays for brokers' rows. */
  pigPickPct: number;
  /** Set exactly when the number is on sale (retailPriceCents above priceCents); within 7 days of `now`. */
  onSaleUntil: Date | null;
}

export interface GenerateInventoryOptions {
  count: number;
  seed: number;
  /** createdAt falls in the 120 days before this instant, onSaleUntil in the 7 days after. */
  now: Date;
}

export const TOLL_FREE_SHARE = 0.08;
export const GLOBAL_SHARE = 0.03;
export const INTERESTING_SHARE = 0.07;
/** The share that once drew a Pig Pick percentage: still drawn, so a seed gives the same numbers as before. */
const FORMER_PIG_PICK_SHARE = 0.04;
/** Share of North American numbers that start a block of consecutive numbers (find-a-block). */
export const BLOCK_START_SHARE = 0.002;
const BLOCK_SIZES = [10, 10, 20, 25, 50, 100];
const DAY_SECONDS = 24 * 60 * 60;
const CREATED_WITHIN_SECONDS = 120 * DAY_SECONDS;
const ON_SALE_SECONDS = 7 * DAY_SECONDS;

interface LocalArea {
  npa: string;
  country: 'US' | 'CA';
  cities: readonly RateCentre[];
}

// A region's weight is the population its area codes serve, split evenly across its (mostly overlaid) codes.
const LOCAL_AREAS = weighted<LocalArea>(
  allRegions().flatMap((region) => {
    const served = region.population + region.alsoServes.reduce((sum, other) => sum + other.population, 0);
    return region.areaCodes.map(
      (areaCode) =>
        [
          { npa: areaCode.npa, country: region.country, cities: areaCode.cities },
          served / region.npas.length,
        ] as const,
    );
  }),
);

// 800 is the most sought after, 822 the newest.
const TOLL_FREE_WEIGHTS: Record<string, number> = { 800: 25, 888: 15, 877: 13, 866: 12, 822: 5 };
const TOLL_FREE_PREFIX = weighted<string>(
  TOLL_FREE_PREFIXES.map((prefix) => [prefix, TOLL_FREE_WEIGHTS[prefix] ?? 10]),
);

interface UkArea {
  code: string;
  city: string;
  lat: number;
  lon: number;
  /** Local number length and the digits it may start with. */
  length: number;
  leads: string;
}

// Ofcom geographic ranges (the leading digits libphonenumber's metadata accepts for each area); the drama ranges (020 7946 0xxx, 01xx 496 0xxx, 0191 498 0xxx) are avoided by the
// leading digits chosen and by isUkDramaNumber.
const UK_AREAS = weighted<UkArea>([
  [{ code: '20', city: 'London', lat: 51.5074, lon: -0.1278, length: 8, leads: '378' }, 40],
  [{ code: '161', city: 'Manchester', lat: 53.4808, lon: -2.2426, length: 7, leads: '2345678' }, 12],
  [{ code: '121', city: 'Birmingham', lat: 52.4862, lon: -1.8904, length: 7, leads: '234567' }, 10],
  [{ code: '113', city: 'Leeds', lat: 53.8008, lon: -1.5491, length: 7, leads: '2345' }, 6],
  [{ code: '141', city: 'Glasgow', lat: 55.8642, lon: -4.2518, length: 7, leads: '2345678' }, 6],
  [{ code: '131', city: 'Edinburgh', lat: 55.9533, lon: -3.1883, length: 7, leads: '2345678' }, 5],
  [{ code: '151', city: 'Liverpool', lat: 53.4084, lon: -2.9916, length: 7, leads: '2345678' }, 5],
  [{ code: '117', city: 'Bristol', lat: 51.4545, lon: -2.5879, length: 7, leads: '234' }, 5],
  [{ code: '114', city: 'Sheffield', lat: 53.3811, lon: -1.4701, length: 7, leads: '2345' }, 4],
  [{ code: '191', city: 'Newcastle upon Tyne', lat: 54.9783, lon: -1.6178, length: 7, leads: '2345678' }, 4],
  [{ code: '29', city: 'Cardiff', lat: 51.4816, lon: -3.1791, length: 8, leads: '2' }, 2],
  [{ code: '28', city: 'Belfast', lat: 54.5973, lon: -5.9301, length: 8, leads: '9' }, 1],
]);

function isUkDramaNumber(code: string, local: string): boolean {
  if (code === '20') return local.startsWith('79460');
  if (code === '29') return local.startsWith('20180');
  if (code === '28') return !local.startsWith('90') && !local.startsWith('95');
  return local.startsWith('4960') || local.startsWith('4980');
}

interface Vendor {
  name: string;
  /** Share of its numbers it can activate within 2 hours. */
  getItNow: number;
}

const LOCAL_VENDORS = weighted<Vendor>([
  [{ name: 'Harbor Telecom', getItNow: 0.95 }, 35],
  [{ name: 'Summit Voice', getItNow: 0.85 }, 25],
  [{ name: 'Prairie Numbers', getItNow: 0.6 }, 20],
  [{ name: 'Atlas Numbering', getItNow: 0.25 }, 15],
  [{ name: 'Private Seller', getItNow: 0.05 }, 5],
]);
const TOLL_FREE_VENDORS = weighted<Vendor>([
  [{ name: 'Beacon Toll-Free', getItNow: 0.9 }, 60],
  [{ name: 'Atlas Numbering', getItNow: 0.25 }, 30],
  [{ name: 'Private Seller', getItNow: 0.05 }, 10],
]);
const GLOBAL_VENDORS = weighted<Vendor>([
  [{ name: 'Thames Numbering', getItNow: 0.8 }, 70],
  [{ name: 'Harbor Telecom', getItNow: 0.95 }, 30],
]);

function digits(random: Random, length: number): string {
  return String(Math.floor(random() * 10 ** length)).padStart(length, '0');
}

/** NANP exchange: first digit 2-9, not N11, not 555. */
function exchange(random: Random): string {
  for (;;) {
    const nxx = String(int(random, 200, 999));
    if (!nxx.endsWith('11') && nxx !== '555') return nxx;
  }
}

/** Line endings buyers pay more for: 2000, 7777, 3300, 1234, 9876, 1221. */
function memorableEnding(random: Random): string {
  const roll = random();
  const a = int(random, 1, 9);
  const b = (a + int(random, 1, 9)) % 10;
  if (roll < 0.3) return `${a}000`;
  if (roll < 0.55) return `${a}${a}${a}${a}`;
  if (roll < 0.7) return `${a}${a}00`;
  if (roll < 0.85) {
    const start = int(random, 0, 6);
    const run = [0, 1, 2, 3].map((step) => start + step).join('');
    return random() < 0.7 ? run : [...run].reverse().join('');
  }
  return `${a}${b}${b}${a}`;
}

interface Line {
  tn: string;
  npa: string;
  nxx: string;
  state: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  country: InventoryCountry;
  type: InventoryNumberType;
}

/** The next number of a block: same exchange, line plus one (none past 9999). */
function followingLine(line: Line): Line | null {
  const lineDigits = Number(line.tn.slice(-4));
  if (line.country === 'GB' || lineDigits >= 9999) return null;
  return { ...line, tn: `${line.tn.slice(0, -4)}${String(lineDigits + 1).padStart(4, '0')}` };
}

function localLine(random: Random, ending: string): Line {
  const area = draw(random, LOCAL_AREAS);
  const city = area.cities.length > 1 && random() < 0.35 ? area.cities[1]! : area.cities[0]!;
  const nxx = exchange(random);
  return {
    tn: `+1${area.npa}${nxx}${ending}`,
    npa: area.npa,
    nxx,
    state: city.state,
    city: city.name,
    lat: city.lat,
    lon: city.lon,
    country: area.country,
    type: 'local',
  };
}

function tollFreeLine(random: Random, ending: string): Line {
  const npa = draw(random, TOLL_FREE_PREFIX);
  const nxx = exchange(random);
  const tn = `+1${npa}${nxx}${ending}`;
  return { tn, npa, nxx, state: null, city: null, lat: null, lon: null, country: 'US', type: 'tollfree' };
}

function globalLine(random: Random, ending: string): Line {
  const area = draw(random, UK_AREAS);
  let local: string;
  do local = pick(random, [...area.leads]) + digits(random, area.length - 5) + ending;
  while (isUkDramaNumber(area.code, local));
  return {
    tn: `+44${area.code}${local}`,
    npa: area.code,
    nxx: local.slice(0, -4),
    state: null,
    city: area.city,
    lat: area.lat,
    lon: area.lon,
    country: 'GB',
    type: 'global',
  };
}

// Keyed by prefix, then by the last seven digits, so set entries stay small integers (much faster than 1M
// strings or doubles).
function issuedNumbers(): (tn: string) => boolean {
  const byPrefix = new Map<string, Set<number>>();
  return function claim(tn) {
    const prefix = tn.slice(0, -7);
    const rest = Number(tn.slice(-7));
    let issued = byPrefix.get(prefix);
    if (!issued) {
      issued = new Set();
      byPrefix.set(prefix, issued);
    }
    if (issued.has(rest)) return false;
    issued.add(rest);
    return true;
  };
}

// The cut happened after listing and within the last 7 days, so the sale ends within 7 days from now.
function saleEnd(random: Random, nowSeconds: number, createdSeconds: number): Date {
  const earliestCut = Math.max(createdSeconds, nowSeconds - ON_SALE_SECONDS + 1);
  return new Date((int(random, earliestCut, nowSeconds) + ON_SALE_SECONDS) * 1000);
}

const VENDORS: Record<InventoryNumberType, Weighted<Vendor>> = {
  local: LOCAL_VENDORS,
  tollfree: TOLL_FREE_VENDORS,
  global: GLOBAL_VENDORS,
};
const LINES: Record<InventoryNumberType, (random: Random, ending: string) => Line> = {
  local: localLine,
  tollfree: tollFreeLine,
  global: globalLine,
};

/**
 * Streams `count` distinct demo numbers; the same seed and `now` give the same numbers. Memory grows only
 * with the set of issued numbers (tens of MB per million).
 */
export function* generateInventory({
  count,
  seed,
  now,
}: GenerateInventoryOptions): Generator<InventoryNumber> {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`count must be a whole number, got ${count}`);
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const random = mulberry32(seed);
  // Fields added later draw from their own stream so a seed keeps producing the same numbers and prices.
  const extra = mulberry32(seed ^ 0x5bd1e995);
  const claim = issuedNumbers();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let block: { line: Line; remaining: number } | null = null;
  for (let produced = 0; produced < count; produced++) {
    const typeRoll = random();
    let type: InventoryNumberType =
      typeRoll < GLOBAL_SHARE ? 'global' : typeRoll < GLOBAL_SHARE + TOLL_FREE_SHARE ? 'tollfree' : 'local';
    let memorable = random() < INTERESTING_SHARE;
    let line: Line;
    let attempts = 0;
    const nextInBlock = block ? followingLine(block.line) : null;
    if (block && nextInBlock && claim(nextInBlock.tn)) {
      line = nextInBlock;
      type = line.type;
      block = --block.remaining > 0 ? { line, remaining: block.remaining } : null;
    } else {
      block = null;
      do {
        // Memorable endings are scarce per exchange; after a few clashes settle for any ending.
        if (attempts++ === 8) memorable = false;
        line = LINES[type](random, memorable ? memorableEnding(random) : digits(random, 4));
      } while (!claim(line.tn));
      if (type !== 'global' && extra() < BLOCK_START_SHARE) {
        block = { line, remaining: BLOCK_SIZES[Math.floor(extra() * BLOCK_SIZES.length)]! - 1 };
      }
    }
    const vendor = draw(random, VENDORS[type]);
    const drawn = terms(random, type, memorable);
    const exclusive = random() < 0.12;
    const getItNow = random() < vendor.getItNow;
    const createdSeconds = nowSeconds - Math.floor(random() * CREATED_WITHIN_SECONDS);
    const spelling = type === 'global' ? null : bestSpelling(line.tn);
    const patterns = patternsOf(line.tn);
    // The house's numbers are never Pig Picks (docs/adr/0066): the draws stay, so later draws are unchanged.
    if (extra() < FORMER_PIG_PICK_SHARE) extra();
    const pigPickPct = 0;
    const saleUntil =
      drawn.retailPriceCents > drawn.priceCents ? saleEnd(extra, nowSeconds, createdSeconds) : null;
    // Toll-free numbers are drawn like any other, then only licensed (spec 3): the random streams are used
    // as before, so a seed still gives the same numbers.
    const offer = type === 'tollfree' ? asLicenceOnly(drawn) : drawn;
    yield {
      tn: line.tn,
      npa: line.npa,
      nxx: line.nxx,
      state: line.state,
      city: line.city,
      lat: line.lat,
      lon: line.lon,
      country: line.country,
      type,
      vendor: vendor.name,
      costCents: offer.costCents,
      priceCents: offer.priceCents,
      retailPriceCents: offer.retailPriceCents,
      licenseOneTimeCents: offer.licenseOneTimeCents,
      licenseMonthlyCents: offer.licenseMonthlyCents,
      licenseAnnualIncreaseBp: offer.licenseAnnualIncreaseBp,
      negotiable: offer.negotiable,
      minOfferCents: offer.minOfferCents,
      exclusive,
      getItNow,
      createdAt: new Date(createdSeconds * 1000),
      status: 'available',
      spelling,
      patterns,
      categories: categoriesOf(line.tn, spelling, patterns),
      pigPickPct,
      onSaleUntil: offer.retailPriceCents > offer.priceCents ? saleUntil : null,
    };
  }
}
