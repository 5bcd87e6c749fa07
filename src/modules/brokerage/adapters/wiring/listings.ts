import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentEm } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { AccountsModule } from '../../../accounts/index.ts';
import type { AdminModule } from '../../../admin/index.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import type { MessagingModule } from '../../../messaging/index.ts';
import type { OffersModule } from '../../../offers/index.ts';
import { makeDecideSpellingRequest } from '../../app/decide-spelling-request.ts';
import { makeGetListing } from '../../app/get-listing.ts';
import { makeListListings } from '../../app/list-listings.ts';
import { makeListSpellingRequests } from '../../app/list-spelling-requests.ts';
import { makeListingInfo } from '../../app/listing-info.ts';
import { makeRequestSpelling } from '../../app/request-spelling.ts';
import { makeUpdateListing } from '../../app/update-listing.ts';
import type { BrokerageCore } from '../../index.ts';
import { accountsBrokerContacts } from '../accounts/accounts-broker-contacts.ts';
import { catalogWordFilter } from '../catalog/catalog-word-filter.ts';
import { MikroOrmSpellingRequests } from '../db/mikro-orm-spelling-requests.ts';
import { SqlOnNetListings } from '../db/sql-onnet-listings.ts';
import { mountListingRoutes } from '../http/listings.router.ts';
import { mountSpellingRoutes } from '../http/spellings.router.ts';
import { messagingAccountNumbers } from '../messaging/messaging-account-numbers.ts';
import { offersListingNegotiations } from '../offers/offers-listing-negotiations.ts';

/** What the listings part needs of other modules (compose passes the whole modules). */
export interface ListingsPartOptions {
  /** The admin module: staff spelling decisions go to its audit log. */
  admin: Pick<AdminModule, 'audit'>;
  catalog: Pick<CatalogModule, 'isCleanWord'>;
  accounts: Pick<AccountsModule, 'accountAdminEmails'>;
  messaging: Pick<MessagingModule, 'numbersOfAccount'>;
  offers: Pick<OffersModule, 'negotiationsOnNumber'>;
  mailer: Mailer;
}

/** The Listings API, on-network sync and the staff's vanity-spelling queue (docs/adr/0056). */
export function listingsPart(core: BrokerageCore, options: ListingsPartOptions) {
  const em = () => currentEm(core.orm);
  const spellings = new MikroOrmSpellingRequests(em);
  const { listings, clock, tx, published, licensedOut } = core;
  const requestSpelling = makeRequestSpelling({
    spellings,
    words: catalogWordFilter(options.catalog),
    published,
    licensedOut,
    clock,
  });
  return {
    facade: {
      /** For the admin home: vanity spellings waiting for staff. */
      pendingSpellingCount: () => spellings.countPending(),
    },
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountListingRoutes(app, {
        brokers: core.brokers,
        listListings: makeListListings({
          listings,
          spellings,
          onNet: new SqlOnNetListings(em),
          accountNumbers: messagingAccountNumbers(options.messaging),
          clock,
          tx,
        }),
        getListing: makeGetListing({ listings, spellings, clock }),
        updateListing: makeUpdateListing({
          listings,
          spellings,
          saveListing: core.saveListing,
          requestSpelling,
          clock,
          tx,
        }),
        listingInfo: makeListingInfo({
          listings,
          spellings,
          negotiations: offersListingNegotiations(options.offers),
        }),
        clock,
      });
      mountSpellingRoutes(app, {
        listSpellingRequests: makeListSpellingRequests({ spellings }),
        decideSpellingRequest: makeDecideSpellingRequest({
          spellings,
          listings,
          published,
          licensedOut,
          contacts: accountsBrokerContacts(options.accounts),
          mailer: options.mailer,
          clock,
          tx,
          audit: core.audit,
        }),
      });
    },
  };
}
