/**
 * The state select of an address (spec 2, section 3 "Address model"): US states, the District of Columbia,
 * Canada's provinces and territories, the other US territories, and the armed-forces codes. Codes are the
 * two-letter USPS and Canada Post codes.
 */
export type RegionGroup = 'US state' | 'US territory' | 'Armed forces' | 'Canada';

export interface Region {
  code: string;
  name: string;
  group: RegionGroup;
}

const group = (name: RegionGroup, regions: Record<string, string>): Region[] =>
  Object.entries(regions).map(([code, regionName]) => ({ code, name: regionName, group: name }));

export const REGIONS: readonly Region[] = Object.freeze([
  ...group('US state', {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  }),
  ...group('US territory', {
    AS: 'American Samoa',
    FM: 'Federated States of Micronesia',
    GU: 'Guam',
    MH: 'Marshall Islands',
    MP: 'Northern Mariana Islands',
    PW: 'Palau',
    PR: 'Puerto Rico',
    VI: 'U.S. Virgin Islands',
  }),
  ...group('Armed forces', {
    AA: 'Armed Forces Americas',
    AE: 'Armed Forces Europe, Middle East, Africa and Canada',
    AP: 'Armed Forces Pacific',
  }),
  ...group('Canada', {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  }),
]);

const BY_CODE = new Map(REGIONS.map((region) => [region.code, region]));

/** The region of a two-letter code (any case), or undefined. */
export const regionOf = (code: string): Region | undefined => BY_CODE.get(code.trim().toUpperCase());

/** US ZIP code, with or without its +4: '07030', '07030-1234'. */
export const US_ZIP = /^\d{5}(?:-\d{4})?$/;
/** Canadian postal code, with or without its space: 'K1A 0B1', 'k1a0b1' (letters D F I O Q U never used). */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** A US ZIP (5 or 5-4 digits) or a Canadian postal code; with a region, the one its country uses. */
export function isPostalCode(text: string, regionCode?: string): boolean {
  const value = text.trim();
  const region = regionCode ? regionOf(regionCode) : undefined;
  if (region?.group === 'Canada') return CANADIAN_POSTAL_CODE.test(value);
  if (region) return US_ZIP.test(value);
  return US_ZIP.test(value) || CANADIAN_POSTAL_CODE.test(value);
}
