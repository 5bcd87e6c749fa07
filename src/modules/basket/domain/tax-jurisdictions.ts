/**
 * Where taxes are estimated: the state select of spec 2 section 3 (US states, DC, other US territories,
 * armed-forces codes, Canadian provinces and territories). Two-letter codes; no US code equals a Canadian one.
 */
export type TaxCountry = 'US' | 'CA';

export interface TaxJurisdiction {
  readonly code: string;
  readonly country: TaxCountry;
  readonly name: string;
}

const US: Record<string, string> = {
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
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const CANADA: Record<string, string> = {
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
};

const entries = (country: TaxCountry, names: Record<string, string>) =>
  Object.entries(names).map(([code, name]): [string, TaxJurisdiction] => [code, { code, country, name }]);

export const TAX_JURISDICTIONS: ReadonlyMap<string, TaxJurisdiction> = new Map([
  ...entries('US', US),
  ...entries('CA', CANADA),
]);

/** The jurisdiction of a normalised code (`CA`, `ON`), or null when it is none of the select's. */
export const taxJurisdiction = (code: string): TaxJurisdiction | null => TAX_JURISDICTIONS.get(code) ?? null;

/** 12345, 12345-6789 (also without the dash). */
const US_ZIP = /^\d{5}(-?\d{4})?$/;
/** K1A0B1 (spaces already removed): the letters Canada Post uses in each place. */
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** A normalised postal code that fits the jurisdiction's country. */
export function isPostalCodeOf(zip: string, country: TaxCountry): boolean {
  return (country === 'US' ? US_ZIP : CANADIAN_POSTAL_CODE).test(zip);
}
