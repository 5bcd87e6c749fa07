import type { TestApp } from '../../support/test-app.ts';

/** Builders shared by the change-brand and anniversary-date tests (rows written straight to the tables). */
export function accountChangesKit(t: () => TestApp) {
  const sql = <Row = Record<string, unknown>>(text: string, values?: unknown[]) => t().sql<Row>(text, values);
  return {
    async userId(email: string): Promise<number> {
      const [row] = await sql<{ id: number }>('select id from accounts."user" where email = $1', [email]);
      return row!.id;
    },
    /** The account the user joined first. */
    async accountOf(email: string): Promise<number> {
      const [row] = await sql<{ id: number }>(
        `select m.account_id as id from accounts."user" u join accounts.membership m on m.user_id = u.id
          where u.email = $1 order by m.id limit 1`,
        [email],
      );
      return row!.id;
    },
    async addAccount(brandingId: number, company: string, anniversaryDate = '2026-01-15'): Promise<number> {
      const [row] = await sql<{ id: number }>(
        `insert into accounts.account (branding_id, company, anniversary_date, is_b2b, created_at)
         values ($1, $2, $3, $4, now()) returning id`,
        [brandingId, company, anniversaryDate, brandingId === 2],
      );
      return row!.id;
    },
    async addMember(userId: number, accountId: number, role: 'admin' | 'user'): Promise<void> {
      await sql('insert into accounts.membership (user_id, account_id, role) values ($1, $2, $3)', [
        userId,
        accountId,
        role,
      ]);
    },
    async addNumber(
      accountId: number,
      tn: string,
      more: {
        planId?: number;
        mrc?: number;
        period?: 1 | 12;
        anniversary?: string | null;
        paidThrough?: string | null;
        userId?: number;
      } = {},
    ): Promise<number> {
      const [row] = await sql<{ id: number }>(
        `insert into messaging.account_number
           (account_id, tn, plan_id, mrc_cents, billing_period, anniversary_date, paid_through, assigned_user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          accountId,
          tn,
          more.planId ?? 3,
          more.mrc ?? 600,
          more.period ?? 1,
          more.anniversary === undefined ? '2026-01-15' : more.anniversary,
          more.paidThrough ?? null,
          more.userId ?? null,
        ],
      );
      return row!.id;
    },
    numbersOf(accountId: number) {
      return sql<{
        tn: string;
        plan_id: number;
        mrc_cents: number;
        billing_period: number;
        anniversary_date: string | null;
        paid_through: string | null;
        assigned_user_id: number | null;
      }>(
        `select tn, plan_id, mrc_cents, billing_period, to_char(anniversary_date, 'YYYY-MM-DD') as anniversary_date,
                to_char(paid_through, 'YYYY-MM-DD') as paid_through, assigned_user_id
           from messaging.account_number where account_id = $1 order by tn`,
        [accountId],
      );
    },
    ledgerOf(accountId: number) {
      return sql<{ kind: string; amount_cents: number; description: string; reference: string }>(
        `select kind, amount_cents, description, reference from billing.ledger_entry
          where account_id = $1 and reference <> 'migration:opening-balance' order by id`,
        [accountId],
      );
    },
  };
}
