import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { forbidden, mayUseStaffTools, requireMember } from '../../../../platform/http/guards.ts';
import type { makeAnswerNegotiation } from '../../app/answer-negotiation.ts';
import type { makeListSellerNegotiations } from '../../app/list-seller-negotiations.ts';
import type { SellerScope } from '../../ports/negotiation-repository.ts';
import {
  answerNegotiation,
  listSellerNegotiations,
  sellerNegotiationList,
} from './brokerage-negotiations.contract.ts';
import { negotiationsCsv } from './negotiations-csv.ts';

export interface SellerRouteDeps {
  listSellerNegotiations: ReturnType<typeof makeListSellerNegotiations>;
  answerNegotiation: ReturnType<typeof makeAnswerNegotiation>;
  clock: Clock;
}

/** CSV exports take every matching row, not a page. */
const CSV_ROW_LIMIT = 10_000;

/** Staff (web session) answer for the house; account admins for their own account's listings. */
function sellerScope(c: Context<AppEnv>): SellerScope {
  const caller = requireMember(c);
  if (mayUseStaffTools(c)) return { kind: 'house' };
  if (caller.role !== 'admin') throw forbidden('Only account admins can see offers on their numbers.');
  return { kind: 'account', accountId: caller.accountId };
}

export function mountSellerNegotiationRoutes(app: OpenAPIHono<AppEnv>, deps: SellerRouteDeps) {
  app.openapi(listSellerNegotiations, async (c) => {
    const scope = sellerScope(c);
    const query = sellerNegotiationList.parse(c.req.queries());
    const includeBrokerage = (query.extra.$include ?? []).some((v) => v.split(',').includes('brokerage'));
    if (!(c.req.header('Accept') ?? '').includes('text/csv'))
      return c.json(await deps.listSellerNegotiations({ scope, query, includeBrokerage }), 200);
    const all = await deps.listSellerNegotiations({
      scope,
      query: { ...query, limit: CSV_ROW_LIMIT, offset: 0 },
      includeBrokerage: true,
    });
    const date = deps.clock.now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="brokerage-negotiations-${date}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(negotiationsCsv(all.data), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });

  app.openapi(answerNegotiation, async (c) => {
    const scope = sellerScope(c);
    const answer = await deps.answerNegotiation({
      uuid: c.req.valid('param').uuid,
      scope,
      answer: c.req.valid('json'),
    });
    return c.json(answer, 200);
  });
}
