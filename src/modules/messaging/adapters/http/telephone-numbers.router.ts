import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireMember } from '../../../../platform/http/guards.ts';
import type { makeExportAccountNumbers } from '../../app/export-account-numbers.ts';
import type { makeListAccountNumbers } from '../../app/list-account-numbers.ts';
import {
  downloadTelephoneNumbersCsv,
  listTelephoneNumbers,
  telephoneNumberList,
} from './telephone-numbers.contract.ts';
import { telephoneNumbersCsv } from './telephone-numbers-csv.ts';

export interface TelephoneNumberRouteDeps {
  listAccountNumbers: ReturnType<typeof makeListAccountNumbers>;
  exportAccountNumbers: ReturnType<typeof makeExportAccountNumbers>;
}

export function mountTelephoneNumberRoutes(app: OpenAPIHono<AppEnv>, deps: TelephoneNumberRouteDeps) {
  app.openapi(listTelephoneNumbers, async (c) => {
    const query = telephoneNumberList.parse(c.req.queries());
    return c.json(await deps.listAccountNumbers({ ...requireMember(c), query, q: query.extra.q?.[0] }), 200);
  });

  app.openapi(downloadTelephoneNumbersCsv, async (c) => {
    const query = telephoneNumberList.parse(c.req.queries());
    const rows = await deps.exportAccountNumbers({ ...requireMember(c), query, q: query.extra.q?.[0] });
    c.header('Content-Disposition', 'attachment; filename="numbers.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(telephoneNumbersCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
}
