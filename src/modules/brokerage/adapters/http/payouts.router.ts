import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeGetPayout, makeListPayouts } from '../../app/list-payouts.ts';
import type { makeRequestPayout } from '../../app/request-payout.ts';
import type { makeTaxReport } from '../../app/tax-report.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import { brokerScope } from './broker-scope.ts';
import { CSV_ROW_LIMIT, csvFile, wantsCsvOf } from './csv-download.ts';
import {
  getBrokerPayout,
  listBrokerPayouts,
  payoutList,
  requestBrokerPayout,
  taxFormReport,
} from './payouts.contract.ts';
import { payoutsCsv, taxReportCsv } from './payouts-csv.ts';

export interface PayoutRouteDeps {
  brokers: BrokerAccounts;
  requestPayout: ReturnType<typeof makeRequestPayout>;
  listPayouts: ReturnType<typeof makeListPayouts>;
  getPayout: ReturnType<typeof makeGetPayout>;
  taxReport: ReturnType<typeof makeTaxReport>;
  clock: Clock;
}

export function mountPayoutRoutes(app: OpenAPIHono<AppEnv>, deps: PayoutRouteDeps) {
  app.openapi(requestBrokerPayout, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const body = c.req.valid('json');
    return c.json(
      await deps.requestPayout({
        brokerAccountId: scope.accountId,
        isEmployee: scope.isEmployee,
        type: body.type,
        brokerageTransactionIds: body.brokerageTransactionIds,
        ...(body.paypalCode ? { paypalCode: body.paypalCode } : {}),
      }),
      200,
    );
  });

  app.openapi(listBrokerPayouts, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const query = payoutList.parse(c.req.queries());
    const input = { brokerAccountId: scope.accountId, isEmployee: scope.isEmployee };
    if (query.extra.format?.[0] !== 'csv' && !wantsCsvOf(c))
      return c.json(await deps.listPayouts({ ...input, query }), 200);
    const all = await deps.listPayouts({ ...input, query: { ...query, limit: CSV_ROW_LIMIT, offset: 0 } });
    const day = deps.clock.now().toISOString().slice(0, 10);
    return csvFile(
      c,
      `payouts_${day}.csv`,
      payoutsCsv(all.data, scope.isEmployee, query.extra.$timeZone?.[0]),
    );
  });

  app.openapi(getBrokerPayout, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const { payoutId } = c.req.valid('param');
    return c.json(
      await deps.getPayout({ brokerAccountId: scope.accountId, isEmployee: scope.isEmployee, payoutId }),
      200,
    );
  });

  app.openapi(taxFormReport, async (c) => {
    requireStaff(c);
    const { year, format } = c.req.valid('query');
    const report = await deps.taxReport({ year });
    if (format !== 'csv' && !wantsCsvOf(c)) return c.json(report, 200);
    return csvFile(c, `1099-report-${year}.csv`, taxReportCsv(report.data));
  });
}
