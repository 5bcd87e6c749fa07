import type { OpenWorkCount } from '../../ports/open-work.ts';

/** The offers module's facade, as the admin home's count of open contact-agent leads. */
export function offersLeadCount(offers: { openLeadCount(): Promise<number> }): OpenWorkCount {
  return () => offers.openLeadCount();
}
