import data from './nanp-regions.json' with { type: 'json' };

// nanp-regions.json: every geographic NANP area code in service in the US, its territories and Canada,
// grouped by home state/province. Built from libphonenumber's geocoding data (NPA and NPA-NXX to rate centre),
// cross-checked against libphonenumber-js metadata; city coordinates from GeoNames. An area code's centre is
// the centroid of its rate centres weighted by exchange count, i.e. where its numbers are, not the middle
// of its map polygon. Overlays with no rate-centre data of their own share the cities of the codes they overlay.

export type RegionCountry = 'US' | 'CA';

export interface Coordinates {
  readonly lat: number;
  readonly lon: number;
}

/** A principal rate centre; `state` can differ from the region's code where one area code serves two. */
export interface RateCentre extends Coordinates {
  readonly name: string;
  readonly state: string;
}

export interface AreaCode extends Coordinates {
  readonly npa: string;
  /** One or two principal rate centres, the more important first. */
  readonly cities: readonly RateCentre[];
}

export interface Region {
  /** USPS or Canada Post code: 'NJ', 'PR', 'ON'. */
  readonly code: string;
  readonly name: string;
  readonly country: RegionCountry;
  /** 2020 US census or 2021 Canadian census, for this region alone. */
  readonly population: number;
  /**
   * Provinces and territories without area codes of their own (PE shares NS's 902/782, NT and NU share
   * YT's 867); they appear only as the `state` of rate centres.
   */
  readonly alsoServes: readonly {
    readonly code: string;
    readonly name: string;
    readonly population: number;
  }[];
  /** Sorted; each NPA belongs to exactly one region. */
  readonly npas: readonly string[];
  /** In the order of `npas`. */
  readonly areaCodes: readonly AreaCode[];
}

function toRegion(raw: (typeof data.regions)[number]): Region {
  const country = raw.country;
  if (country !== 'US' && country !== 'CA') throw new Error(`Region ${raw.code}: bad country ${country}`);
  return Object.freeze({
    code: raw.code,
    name: raw.name,
    country,
    population: raw.population,
    alsoServes: Object.freeze((raw.alsoServes ?? []).map((served) => Object.freeze(served))),
    npas: Object.freeze([...raw.npas]),
    areaCodes: Object.freeze(
      raw.areaCodes.map((areaCode) =>
        Object.freeze({
          ...areaCode,
          cities: Object.freeze(areaCode.cities.map((city) => Object.freeze(city))),
        }),
      ),
    ),
  });
}

const REGIONS: readonly Region[] = Object.freeze(data.regions.map(toRegion));
const BY_CODE = new Map(REGIONS.map((region) => [region.code, region]));
const BY_NPA = new Map(
  REGIONS.flatMap((region) =>
    region.areaCodes.map((areaCode) => [areaCode.npa, { region, areaCode }] as const),
  ),
);

/** NANP toll-free area codes (spec 1 section 9); they belong to no region. */
export const TOLL_FREE_PREFIXES: readonly string[] = Object.freeze([
  '800',
  '822',
  '833',
  '844',
  '855',
  '866',
  '877',
  '888',
]);

/** US states, DC and territories first, then Canadian provinces, each group by code. */
export function allRegions(): readonly Region[] {
  return REGIONS;
}

/** Case-insensitive: 'nj' and 'NJ' both find New Jersey. */
export function regionByCode(code: string): Region | undefined {
  return BY_CODE.get(code.toUpperCase());
}

export function regionOfNpa(npa: string): Region | undefined {
  return BY_NPA.get(npa)?.region;
}

export function areaCodeDetails(npa: string): AreaCode | undefined {
  return BY_NPA.get(npa)?.areaCode;
}

export function npaCentre(npa: string): Coordinates | undefined {
  const details = areaCodeDetails(npa);
  return details && { lat: details.lat, lon: details.lon };
}
