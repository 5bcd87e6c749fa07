import type { OpenWorkCount } from '../../ports/open-work.ts';

/** The billing module's facade, as the admin home's count of accounts in dunning. */
export function billingDunningCount(billing: { dunningAccountCount(): Promise<number> }): OpenWorkCount {
  return () => billing.dunningAccountCount();
}
