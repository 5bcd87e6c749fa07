import { CANADIAN_POSTAL_CODE, REGIONS, US_ZIP } from '../../../shared/regions.ts';

/**
 * Where taxes are estimated: the address form's state select (src/shared/regions.ts: US states, DC, other US
 * territories, armed-forces codes, Canadian provinces and territories), each with the country that taxes it.
 */
export type TaxCountry = 'US' | 'CA';

export interface TaxJurisdiction {
  readonly code: string;
  readonly country: TaxCountry;
  readonly name: string;
}

export const TAX_JURISDICTIONS: ReadonlyMap<string, TaxJurisdiction> = new Map(
  REGIONS.map((region) => [
    region.code,
    { code: region.code, name: region.name, country: region.group === 'Canada' ? 'CA' : 'US' },
  ]),
);

/** The jurisdiction of a normalised code (`CA`, `ON`), or null when it is none of the select's. */
export const taxJurisdiction = (code: string): TaxJurisdiction | null => TAX_JURISDICTIONS.get(code) ?? null;

/** A normalised postal code (spaces removed) that fits the jurisdiction's country; a ZIP+4 with or without its dash. */
export function isPostalCodeOf(zip: string, country: TaxCountry): boolean {
  if (country === 'CA') return CANADIAN_POSTAL_CODE.test(zip);
  return US_ZIP.test(zip) || /^\d{9}$/.test(zip);
}
