import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { CatalogModule } from '../catalog/index.ts';
import { accountsBrokerAccounts } from './adapters/accounts/accounts-broker-accounts.ts';
import { catalogPublishedListings } from './adapters/catalog/catalog-published-listings.ts';
import { brokerageListingEntities } from './adapters/db/brokerage.mapping.ts';
import { brokerageEarningsEntities } from './adapters/db/earnings.mapping.ts';
import { MikroOrmLicenses } from './adapters/db/mikro-orm-earnings.ts';
import { MikroOrmListings } from './adapters/db/mikro-orm-listings.ts';
import { type LicenceOptions, licencesPart } from './adapters/wiring/licences.ts';
import { makeSaveListing } from './app/save-listing.ts';

export const brokerageEntities = [...brokerageListingEntities, ...brokerageEarningsEntities];

/** What every part of the broker area shares: the listings, saving a change, and who is a broker. */
export interface BrokerageCore {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  listings: MikroOrmListings;
  saveListing: ReturnType<typeof makeSaveListing>;
  brokers: ReturnType<typeof accountsBrokerAccounts>;
}

/**
 * The brokerage module (spec 3, docs/adr/0055): brokers' listings published to the catalog, bulk and CSV jobs,
 * licences, listing verification and carrier credentials. Each part is wired in adapters/wiring/.
 */
export function createBrokerageModule(options: {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  catalog: Pick<CatalogModule, 'publishListing' | 'withdrawListing'> & LicenceOptions['catalog'];
  accounts: Pick<AccountsModule, 'isBroker'> & LicenceOptions['accounts'];
  messaging: LicenceOptions['messaging'];
  mailer: LicenceOptions['mailer'];
}) {
  const listings = new MikroOrmListings(() => currentEm(options.orm));
  const published = catalogPublishedListings(options.catalog);
  const licenses = new MikroOrmLicenses(() => currentEm(options.orm));
  const licensedOut = (tn: string) => licenses.isLicensedOut(tn);
  const core: BrokerageCore = {
    orm: options.orm,
    clock: options.clock,
    tx: options.tx,
    listings,
    saveListing: makeSaveListing({ listings, published, clock: options.clock, licensedOut }),
    brokers: accountsBrokerAccounts(options.accounts),
  };
  const licences = licencesPart(core, { ...options, licenses, licensedOut });
  const parts: Array<{ mount?: (app: OpenAPIHono<AppEnv>) => void; jobs?: JobDefinition[] }> = [licences];
  return {
    core,
    ...licences.facade,
    jobs: parts.flatMap((part) => part.jobs ?? []),
    mount: (app: OpenAPIHono<AppEnv>) => {
      for (const part of parts) part.mount?.(app);
    },
  };
}

export type BrokerageModule = ReturnType<typeof createBrokerageModule>;
