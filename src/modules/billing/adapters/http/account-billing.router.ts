import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireAccountAdmin, requireMember } from '../../../../platform/http/guards.ts';
import type { makeBillingSummary } from '../../app/billing-summary.ts';
import type { makeGetStatement } from '../../app/get-statement.ts';
import type { makeListLedger } from '../../app/list-ledger.ts';
import type { makeListStatements } from '../../app/list-statements.ts';
import type { makePayNow } from '../../app/pay-now.ts';
import {
  getBillingSummary,
  getStatement,
  ledgerList,
  listLedger,
  listStatements,
  payNow,
} from './account-billing.contract.ts';

export interface AccountBillingHttpDeps {
  payNow: ReturnType<typeof makePayNow>;
  listLedger: ReturnType<typeof makeListLedger>;
  listStatements: ReturnType<typeof makeListStatements>;
  getStatement: ReturnType<typeof makeGetStatement>;
  billingSummary: ReturnType<typeof makeBillingSummary>;
}

/** Employees acting for an account manage its payments as its admins do. */
const roleOf = (c: Context<AppEnv>) => {
  const caller = requireMember(c);
  return caller.isEmployee ? 'admin' : caller.role;
};

/** The billing pages' routes: always the caller's current account (another account is never named). */
export function mountAccountBillingRoutes(app: OpenAPIHono<AppEnv>, deps: AccountBillingHttpDeps) {
  app.openapi(payNow, async (c) => {
    const caller = requireMember(c);
    const body = c.req.valid('json');
    const method = body.paymentId
      ? ({ kind: 'card', paymentId: body.paymentId } as const)
      : ({ kind: 'cardOnFile' } as const);
    const paid = await deps.payNow({
      accountId: caller.accountId,
      userId: caller.userId,
      role: roleOf(c),
      amountCents: body.amount,
      method,
      idempotencyKey: c.req.valid('header')['idempotency-key'] ?? randomUUID(),
    });
    return c.json({ paymentIntentId: paid.paymentIntentId, balance: paid.balanceCents }, 200);
  });

  app.openapi(listLedger, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    const page = await deps.listLedger({ accountId, query: ledgerList.parse(c.req.queries()) });
    const data = page.data.map((line) => ({
      id: line.id,
      kind: line.kind,
      amount: line.amountCents,
      description: line.description,
      date: line.createdAt.toISOString(),
      balance: line.balanceCents,
    }));
    return c.json({ ...page, data }, 200);
  });

  app.openapi(listStatements, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    return c.json({ data: await deps.listStatements(accountId) }, 200);
  });

  app.openapi(getStatement, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    const statement = await deps.getStatement({ accountId, month: c.req.valid('param').month });
    return c.json(
      {
        month: statement.month,
        openingBalance: statement.openingBalanceCents,
        lines: statement.lines.map((line) => ({
          id: line.id,
          date: line.date.toISOString(),
          kind: line.kind,
          description: line.description,
          amount: line.amountCents,
          effect: line.effectCents,
        })),
        closingBalance: statement.closingBalanceCents,
      },
      200,
    );
  });

  app.openapi(getBillingSummary, async (c) => {
    const { accountId, userId } = requireAccountAdmin(c);
    const summary = await deps.billingSummary({ accountId, userId });
    const { nextCharge } = summary;
    return c.json(
      {
        balance: summary.balanceCents,
        creditLimit: summary.creditLimitCents,
        card: summary.card,
        nextCharge: {
          date: nextCharge.date,
          lines: nextCharge.lines.map(({ cents, ...line }) => ({ ...line, amount: cents })),
          total: nextCharge.totalCents,
        },
      },
      200,
    );
  });
}
