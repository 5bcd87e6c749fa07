import { allRegions, type RegionCountry } from '../domain/reference/regions.ts';

export interface StateNpaEntry {
  state: string;
  name: string;
  country: RegionCountry;
  npas: string[];
}

function buildDirectory(): StateNpaEntry[] {
  return allRegions().flatMap((region) => {
    const own = { state: region.code, name: region.name, country: region.country, npas: [...region.npas] };
    // PE, NT and NU have no area codes of their own; listed right after the region whose codes they
    // share, so a lookup by area code still finds the home region first.
    const sharing = region.alsoServes.map((served) => ({
      state: served.code,
      name: served.name,
      country: region.country,
      npas: [...region.npas],
    }));
    return [own, ...sharing];
  });
}

const DIRECTORY = buildDirectory();

/** Spec 2 "State and area-code directory": every US state and territory and Canadian province, with its NPAs. */
export function listStateNpa(): { data: StateNpaEntry[] } {
  return { data: DIRECTORY };
}
