import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { BankAccountView } from '../../app/ach-deps.ts';
import type {
  makeAddBankAccount,
  makeFindBankAccounts,
  makeRemoveBankAccount,
  makeReplaceBankAccount,
} from '../../app/bank-account.ts';
import type { makeConfirmBankDeposits } from '../../app/confirm-bank-deposits.ts';
import type { makeGetTaxpayer, makeSaveTaxpayer } from '../../app/taxpayer.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import type { PaypalConfig } from '../../ports/payout-gateway.ts';
import {
  createBankAccount,
  findBankAccounts,
  getPaypalConfig,
  getTaxpayer,
  removeBankAccount,
  saveTaxpayer,
  updateBankAccount,
  verifyBankAccount,
} from './ach.contract.ts';
import { brokerScope } from './broker-scope.ts';

export interface AchRouteDeps {
  brokers: BrokerAccounts;
  find: ReturnType<typeof makeFindBankAccounts>;
  add: ReturnType<typeof makeAddBankAccount>;
  replace: ReturnType<typeof makeReplaceBankAccount>;
  remove: ReturnType<typeof makeRemoveBankAccount>;
  confirm: ReturnType<typeof makeConfirmBankDeposits>;
  getTaxpayer: ReturnType<typeof makeGetTaxpayer>;
  saveTaxpayer: ReturnType<typeof makeSaveTaxpayer>;
  paypal: PaypalConfig | null;
  /** PUBLIC_URL's Transactions screen: where PayPal sends the broker back with the sign-in code. */
  paypalReturnUrl: string;
}

const json = (view: BankAccountView) => ({
  ...view,
  verifiedDate: view.verifiedDate?.toISOString() ?? null,
  createDate: view.createDate.toISOString(),
});

/** Manage ACH (spec 3, docs/adr/0063): bank account, taxpayer information, PayPal config; broker scope. */
export function mountAchRoutes(app: OpenAPIHono<AppEnv>, deps: AchRouteDeps) {
  app.openapi(findBankAccounts, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const found = await deps.find({ brokerAccountId: scope.accountId });
    return c.json({ data: found.data.map(json) }, 200);
  });

  app.openapi(createBankAccount, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(json(await deps.add({ brokerAccountId: scope.accountId, ...c.req.valid('json') })), 201);
  });

  app.openapi(updateBankAccount, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const replaced = await deps.replace({
      brokerAccountId: scope.accountId,
      bankAccountId: c.req.valid('param').bankAccountId,
      ...c.req.valid('json'),
    });
    return c.json(json(replaced), 200);
  });

  app.openapi(removeBankAccount, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    await deps.remove({
      brokerAccountId: scope.accountId,
      bankAccountId: c.req.valid('param').bankAccountId,
    });
    return c.body(null, 204);
  });

  app.openapi(verifyBankAccount, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const verified = await deps.confirm({
      brokerAccountId: scope.accountId,
      bankAccountId: c.req.valid('param').bankAccountId,
      amounts: c.req.valid('json').amounts,
    });
    return c.json(json(verified), 200);
  });

  app.openapi(getTaxpayer, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(await deps.getTaxpayer({ brokerAccountId: scope.accountId }), 200);
  });

  app.openapi(saveTaxpayer, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(await deps.saveTaxpayer({ brokerAccountId: scope.accountId, ...c.req.valid('json') }), 200);
  });

  app.openapi(getPaypalConfig, async (c) => {
    await brokerScope(c, deps.brokers);
    const paypal = deps.paypal;
    return c.json(
      {
        enabled: paypal !== null,
        env: paypal?.env ?? null,
        client_id: paypal?.clientId ?? null,
        merchant_id: paypal?.merchantId ?? null,
        redirect_uri: paypal ? deps.paypalReturnUrl : null,
      },
      200,
    );
  });
}
