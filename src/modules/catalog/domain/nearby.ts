import { allRegions, type Coordinates, npaCentre } from './reference/regions.ts';

/** "Near me" reaches this far from the centre of the area code searched. */
export const NEAR_ME_MILES = 25;

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/**
 * The other area codes with a rate centre within `miles` of the searched code's centre: the only
 * codes whose numbers can be near, so the SQL measures distances on a handful of codes, not all.
 */
export function nearbyAreaCodes(
  npa: string,
  miles = NEAR_ME_MILES,
): { centre: Coordinates; npas: string[] } | null {
  const centre = npaCentre(npa);
  if (!centre) return null;
  const npas: string[] = [];
  for (const region of allRegions()) {
    for (const areaCode of region.areaCodes) {
      if (areaCode.npa === npa) continue;
      const places = [areaCode, ...areaCode.cities];
      if (places.some((place) => distanceMiles(centre, place) <= miles)) npas.push(areaCode.npa);
    }
  }
  return { centre, npas: npas.sort() };
}
