import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentEm } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { AccountsModule } from '../../../accounts/index.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import type { MessagingModule } from '../../../messaging/index.ts';
import { makeCancelLicense } from '../../app/cancel-license.ts';
import type { EarningsDeps } from '../../app/earnings-deps.ts';
import { makeEndLicence } from '../../app/end-licence.ts';
import { makeGetTransaction } from '../../app/get-transaction.ts';
import { makeListLicenses } from '../../app/list-licenses.ts';
import { makeListTransactions } from '../../app/list-transactions.ts';
import { makeParkFeePayer } from '../../app/park-fee-payer.ts';
import { makeRecordCheckoutEarnings } from '../../app/record-checkout-earnings.ts';
import { makeRecordLicenceCharge } from '../../app/record-licence-charge.ts';
import type { BrokerageCore } from '../../index.ts';
import { accountsBrokerMailboxes } from '../accounts/accounts-broker-mailboxes.ts';
import { catalogLicensedNumbers } from '../catalog/catalog-licensed-numbers.ts';
import { MikroOrmBrokerageTransactions, type MikroOrmLicenses } from '../db/mikro-orm-earnings.ts';
import { mountLicenseRoutes } from '../http/licenses.router.ts';
import { mountTransactionRoutes } from '../http/transactions.router.ts';
import { messagingBrokerNumbers } from '../messaging/messaging-broker-numbers.ts';

/** What compose hands the licences part: the modules it reaches and the mail outbox. */
export interface LicenceOptions {
  catalog: Pick<CatalogModule, 'publishListing' | 'withdrawListing' | 'returnLicensedNumber'>;
  accounts: Pick<AccountsModule, 'accountAdminEmails'>;
  messaging: Pick<MessagingModule, 'removeAccountNumber'>;
  mailer: Mailer;
}

/**
 * Sales and licences of brokers' numbers and their earnings (docs/adr/0058): the facade checkout and recurring
 * billing call in their transactions, the Licenses routes and the Transactions (earnings) read routes.
 */
export function licencesPart(core: BrokerageCore, options: LicenceOptions & { licenses: MikroOrmLicenses }) {
  const em = () => currentEm(core.orm);
  const deps: EarningsDeps = {
    listings: core.listings,
    published: core.published,
    transactions: new MikroOrmBrokerageTransactions(em),
    licenses: options.licenses,
    numbers: messagingBrokerNumbers(options.messaging),
    licensed: catalogLicensedNumbers(options.catalog),
    mailboxes: accountsBrokerMailboxes(options.accounts),
    mailer: options.mailer,
    clock: core.clock,
    licensedOut: core.licensedOut,
    resellers: core.resellers,
  };
  return {
    facade: {
      /** For checkout: the order's numbers that brokers list become their sales or licences. Caller's transaction. */
      recordCheckoutEarnings: makeRecordCheckoutEarnings(deps),
      /** For recurring billing: a charged licence month is the broker's earning. Caller's transaction. */
      recordLicenceCharge: makeRecordLicenceCharge(deps),
      /** For billing and messaging: a licence ended (non-payment, or released); on sale again. Caller's transaction. */
      endLicence: makeEndLicence(deps),
      /** For recurring billing: the broker who pays a widget-sold number's Park fee, or null. Caller's transaction. */
      parkFeePayer: makeParkFeePayer(deps),
    },
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountLicenseRoutes(app, {
        brokers: core.brokers,
        listLicenses: makeListLicenses(deps),
        cancelLicense: makeCancelLicense({ ...deps, tx: core.tx, audit: core.audit }),
        clock: core.clock,
      });
      mountTransactionRoutes(app, {
        brokers: core.brokers,
        listTransactions: makeListTransactions(deps),
        getTransaction: makeGetTransaction(deps),
        clock: core.clock,
      });
    },
  };
}
