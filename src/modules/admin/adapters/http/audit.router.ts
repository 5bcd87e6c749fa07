import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeExportAuditEntries, makeListAuditEntries } from '../../app/list-audit-entries.ts';
import { auditList, listAuditEntries } from './audit.contract.ts';
import { auditCsv } from './audit-csv.ts';

export interface AuditRouteDeps {
  list: ReturnType<typeof makeListAuditEntries>;
  export: ReturnType<typeof makeExportAuditEntries>;
  clock: Clock;
}

/** The client asked for CSV: `Accept: text/csv` (a browser's default Accept never names it). */
const wantsCsv = (accept: string | undefined) => /(^|,)\s*text\/csv\b/i.test(accept ?? '');

export function mountAuditRoutes(app: OpenAPIHono<AppEnv>, deps: AuditRouteDeps) {
  app.openapi(listAuditEntries, async (c) => {
    requireStaff(c);
    const query = auditList.parse(c.req.queries());
    c.header('Vary', 'Accept');
    if (!wantsCsv(c.req.header('accept'))) return c.json(await deps.list(query), 200);
    const day = deps.clock.now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="audit-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(auditCsv(await deps.export(query)), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
}
