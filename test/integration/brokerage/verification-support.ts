import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { Listing } from '../../../src/modules/brokerage/domain/listing.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import type { TestApp } from '../../support/test-app.ts';

/** The demo broker signed in, with its account id. */
export async function signedInBroker(t: TestApp): Promise<{ cookie: string; accountId: number }> {
  await seedLogins(t);
  const accountId = await withContext(t.orm, () =>
    demoAccountIdOf(t.orm.em.fork(), 'broker@numberyard.test'),
  );
  return { cookie: await logIn(t, 'broker@numberyard.test'), accountId: accountId! };
}

/** A listing saved the one way listings change (core.saveListing), published if it may be. */
export function listingOf(
  t: TestApp,
  input: { tn: string; brokerAccountId: number; type: 'onnet' | 'offnet'; isListed?: boolean },
) {
  const { core } = t.composed.modules.brokerage;
  return withContext(t.orm, () =>
    core.tx(async () => {
      const listing = new Listing({ ...input, now: t.clock.now() });
      await core.listings.add(listing);
      await core.saveListing(listing, { isListed: input.isListed ?? true, priceCents: 4_995 });
      return listing;
    }),
  );
}

export const onSale = (t: TestApp, tn: string) =>
  withContext(t.orm, () => t.composed.modules.catalog.findAvailableNumber(tn, null));
