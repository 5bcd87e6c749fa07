import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../../../../platform/config.ts';
import type { SecretBox } from '../../../../platform/crypto/secret-box.ts';
import { currentEm } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import { stripeHostOptions } from '../../../../platform/outbound/stripe-api-url.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { AccountsModule } from '../../../accounts/index.ts';
import type { AchDeps } from '../../app/ach-deps.ts';
import {
  makeAddBankAccount,
  makeFindBankAccounts,
  makeRemoveBankAccount,
  makeReplaceBankAccount,
} from '../../app/bank-account.ts';
import { makeConfirmBankDeposits } from '../../app/confirm-bank-deposits.ts';
import { makePayoutRails } from '../../app/payout-rails.ts';
import { makeGetTaxpayer, makeSaveTaxpayer } from '../../app/taxpayer.ts';
import type { BrokerageCore } from '../../index.ts';
import type { PayoutGateway, PaypalPayouts } from '../../ports/payout-gateway.ts';
import { accountsBrokerMailboxes } from '../accounts/accounts-broker-mailboxes.ts';
import { MikroOrmBankAccounts, MikroOrmTaxpayers } from '../db/mikro-orm-payee-details.ts';
import { mountAchRoutes } from '../http/ach.router.ts';
import { PaypalPayoutsApi } from '../payouts/paypal-payouts-api.ts';
import { simulatedPayoutGateway } from '../payouts/simulated-payout-gateway.ts';
import { StripeConnectPayoutGateway } from '../payouts/stripe-connect-payout-gateway.ts';

/** The environment the payout rails read (README's configuration table, docs/adr/0063). */
export type PayoutConfig = Pick<
  Config,
  | 'PAYOUT_GATEWAY'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_API_URL'
  | 'PAYPAL_ENV'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_MERCHANT_ID'
  | 'PAYPAL_API_URL'
  | 'PUBLIC_URL'
  | 'devTools'
>;

/**
 * Where PayPal sends the broker back after "Log In with PayPal" (with `?code=`): the Transactions screen, whose
 * payout form keeps the code for a PayPal payout. It must be the Return URL set on the PayPal app.
 */
export const PAYPAL_RETURN_PATH = '/account/broker/earnings/transactions';

/** What compose hands Manage ACH and the payout rails. */
export interface AchOptions {
  secretBox: SecretBox;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  accounts: Pick<AccountsModule, 'accountAdminEmails'>;
  payoutConfig: PayoutConfig;
}

/** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET set: PayPal Payouts; otherwise the PayPal method is not offered. */
export function paypalOf(config: PayoutConfig): PaypalPayouts | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null;
  return new PaypalPayoutsApi({
    env: config.PAYPAL_ENV,
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    merchantId: config.PAYPAL_MERCHANT_ID ?? null,
    apiUrl: config.PAYPAL_API_URL ?? null,
  });
}

/**
 * Manage ACH (spec 3, docs/adr/0063): the broker's bank account (sealed, verified by two micro-deposits) and
 * taxpayer information, the PayPal config, and the PayoutRails the payouts part sends ACH and PayPal money by.
 */
export function achPart(core: BrokerageCore, options: AchOptions) {
  const em = () => currentEm(core.orm);
  const config = options.payoutConfig;
  const gateway: PayoutGateway =
    config.PAYOUT_GATEWAY === 'stripe' && config.STRIPE_SECRET_KEY
      ? new StripeConnectPayoutGateway({
          secretKey: config.STRIPE_SECRET_KEY,
          ...stripeHostOptions(config.STRIPE_API_URL),
        })
      : simulatedPayoutGateway({
          mailer: options.mailer,
          mailboxes: accountsBrokerMailboxes(options.accounts),
          tx: core.tx,
        });
  const deps: AchDeps = {
    bankAccounts: new MikroOrmBankAccounts(em),
    taxpayers: new MikroOrmTaxpayers(em),
    secretBox: options.secretBox,
    gateway,
    paypal: paypalOf(config),
    rateLimiter: options.rateLimiter,
    clock: core.clock,
    tx: core.tx,
  };
  return {
    /** For the payouts part (ports/payout-rails.ts): refusals, sending, and whether PayPal is offered. */
    rails: makePayoutRails({ ...deps, achAvailable: gateway.kind === 'stripe' || config.devTools }),
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountAchRoutes(app, {
        brokers: core.brokers,
        find: makeFindBankAccounts(deps),
        add: makeAddBankAccount(deps),
        replace: makeReplaceBankAccount(deps),
        remove: makeRemoveBankAccount(deps),
        confirm: makeConfirmBankDeposits(deps),
        getTaxpayer: makeGetTaxpayer(deps),
        saveTaxpayer: makeSaveTaxpayer(deps),
        paypal: deps.paypal?.config ?? null,
        paypalReturnUrl: new URL(PAYPAL_RETURN_PATH, config.PUBLIC_URL).toString(),
      });
    },
  };
}
