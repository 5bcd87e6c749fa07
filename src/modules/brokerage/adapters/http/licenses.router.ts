import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeCancelLicense } from '../../app/cancel-license.ts';
import type { makeListLicenses } from '../../app/list-licenses.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import { brokerScope } from './broker-scope.ts';
import { CSV_ROW_LIMIT, csvDownload, wantsCsvOf } from './csv-download.ts';
import { cancelBrokerLicense, licenseList, listBrokerLicenses } from './licenses.contract.ts';
import { licensesCsv } from './licenses-csv.ts';

export interface LicenseRouteDeps {
  brokers: BrokerAccounts;
  listLicenses: ReturnType<typeof makeListLicenses>;
  cancelLicense: ReturnType<typeof makeCancelLicense>;
  clock: Clock;
}

export function mountLicenseRoutes(app: OpenAPIHono<AppEnv>, deps: LicenseRouteDeps) {
  app.openapi(listBrokerLicenses, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const query = licenseList.parse(c.req.queries());
    if (!wantsCsvOf(c))
      return c.json(await deps.listLicenses({ brokerAccountId: scope.accountId, query }), 200);
    const all = await deps.listLicenses({
      brokerAccountId: scope.accountId,
      query: { ...query, limit: CSV_ROW_LIMIT, offset: 0 },
    });
    return csvDownload(
      c,
      'brokerage-licenses',
      deps.clock,
      licensesCsv(all.data, query.extra.$timeZone?.[0]),
    );
  });

  app.openapi(cancelBrokerLicense, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const cancelled = await deps.cancelLicense({
      brokerAccountId: scope.accountId,
      userId: scope.userId,
      isEmployee: scope.isEmployee,
      licenseId: c.req.valid('param').licenseId,
    });
    return c.json(cancelled, 200);
  });
}
