import type { Config } from '../../../../platform/config.ts';
import type { SecretBox } from '../../../../platform/crypto/secret-box.ts';
import type { Transactional } from '../../../../platform/db/unit-of-work.ts';
import { carrierSecretOf } from '../../../../platform/http/carrier-secret.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { AccountsModule } from '../../../accounts/index.ts';
import type { BillingModule } from '../../../billing/index.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import type { MessagingModule } from '../../../messaging/index.ts';
import { accountsPortInCustomers } from '../accounts/accounts-port-in-customers.ts';
import { billingPortInLedger } from '../billing/billing-port-in-ledger.ts';
import { catalogPortInPlans } from '../catalog/catalog-port-in-plans.ts';
import { messagingPortedNumbers } from '../messaging/messaging-ported-numbers.ts';
import type { PortInOrderOptions } from './port-in-orders.ts';
import { TELNYX_API_URL } from './portability.ts';

/** The port-in orders' options from the composition root's pieces (keeps compose.ts short). */
export function portInOrderDeps(deps: {
  config: Pick<
    Config,
    | 'PORT_IN_SIMULATOR_DELAY_MINUTES'
    | 'PUBLIC_URL'
    | 'PORT_IN_CARRIER'
    | 'TELNYX_API_KEY'
    | 'TELNYX_BASE_URL'
    | 'CARRIER_WEBHOOK_SECRET'
    | 'DEV_TOOLS'
  >;
  tx: Transactional;
  jobs: Jobs;
  platform: { secretBox: SecretBox; mailer: Mailer };
  accounts: Pick<AccountsModule, 'accountAdminEmails' | 'accountSummary'>;
  messaging: Pick<MessagingModule, 'assignAccountNumbers'>;
  catalog: Pick<CatalogModule, 'pricingFor'>;
  billing: Pick<BillingModule, 'ledger'>;
}): Omit<PortInOrderOptions, 'admin'> {
  const { config } = deps;
  // PORT_IN_CARRIER=telnyx: Telnyx's porting orders; otherwise the wiring's simulator (docs/adr/0053).
  const telnyx =
    config.PORT_IN_CARRIER === 'telnyx' && config.TELNYX_API_KEY
      ? { baseUrl: config.TELNYX_BASE_URL ?? TELNYX_API_URL, apiKey: config.TELNYX_API_KEY }
      : null;
  return {
    tx: deps.tx,
    jobs: deps.jobs,
    secretBox: deps.platform.secretBox,
    mailer: deps.platform.mailer,
    customers: accountsPortInCustomers(deps.accounts),
    numbers: messagingPortedNumbers(deps.messaging),
    plans: catalogPortInPlans(deps.catalog),
    ledger: billingPortInLedger(deps.billing),
    delayMinutes: deps.config.PORT_IN_SIMULATOR_DELAY_MINUTES,
    publicUrl: deps.config.PUBLIC_URL,
    carrierSecret: carrierSecretOf(deps.config.CARRIER_WEBHOOK_SECRET, deps.config.DEV_TOOLS),
    telnyx,
  };
}
