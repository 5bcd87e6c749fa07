import type { OpenWorkCount } from '../../ports/open-work.ts';

/** The porting module's facade, as the admin home's count of port-ins rejected or late. */
export function portingPortInCount(porting: { portInsNeedingStaffCount(): Promise<number> }): OpenWorkCount {
  return () => porting.portInsNeedingStaffCount();
}
