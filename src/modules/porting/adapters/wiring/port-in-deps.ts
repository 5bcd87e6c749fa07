import type { Config } from '../../../../platform/config.ts';
import type { SecretBox } from '../../../../platform/crypto/secret-box.ts';
import type { Transactional } from '../../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { AccountsModule } from '../../../accounts/index.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import type { MessagingModule } from '../../../messaging/index.ts';
import { accountsPortInCustomers } from '../accounts/accounts-port-in-customers.ts';
import { catalogPortInPlans } from '../catalog/catalog-port-in-plans.ts';
import { messagingPortedNumbers } from '../messaging/messaging-ported-numbers.ts';
import type { PortInOrderOptions } from './port-in-orders.ts';

/** The port-in orders' options from the composition root's pieces (keeps compose.ts short). */
export function portInOrderDeps(deps: {
  config: Pick<Config, 'PORT_IN_SIMULATOR_DELAY_MINUTES' | 'PUBLIC_URL'>;
  tx: Transactional;
  jobs: Jobs;
  platform: { secretBox: SecretBox; mailer: Mailer };
  accounts: Pick<AccountsModule, 'accountAdminEmails'>;
  messaging: Pick<MessagingModule, 'assignAccountNumbers'>;
  catalog: Pick<CatalogModule, 'pricingFor'>;
}): PortInOrderOptions {
  return {
    tx: deps.tx,
    jobs: deps.jobs,
    secretBox: deps.platform.secretBox,
    mailer: deps.platform.mailer,
    customers: accountsPortInCustomers(deps.accounts),
    numbers: messagingPortedNumbers(deps.messaging),
    plans: catalogPortInPlans(deps.catalog),
    delayMinutes: deps.config.PORT_IN_SIMULATOR_DELAY_MINUTES,
    publicUrl: deps.config.PUBLIC_URL,
  };
}
