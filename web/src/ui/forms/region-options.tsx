import { REGIONS, type RegionGroup } from '../../../../src/shared/regions.ts';

const REGION_GROUPS: RegionGroup[] = ['US state', 'US territory', 'Armed forces', 'Canada'];

/** The options of a State select: a blank choice, then the states, territories and provinces by group. */
export function RegionOptions() {
  return (
    <>
      <option value="">Select a state</option>
      {REGION_GROUPS.map((group) => (
        <optgroup key={group} label={group}>
          {REGIONS.filter((region) => region.group === group).map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
