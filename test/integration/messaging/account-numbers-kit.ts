import type { TestApp } from '../../support/test-app.ts';

/** The id of a demo login's user, or of their (first) account. */
export async function idOf(t: TestApp, table: 'user' | 'account', email: string): Promise<number> {
  const column = table === 'user' ? 'u.id' : 'm.account_id';
  const [row] = await t.sql<{ id: number }>(
    `select ${column} as id from accounts."user" u join accounts.membership m on m.user_id = u.id
      where u.email = $1 order by m.id limit 1`,
    [email],
  );
  return row!.id;
}

export interface NumberRow {
  planId?: number;
  mrc?: number;
  nickname?: string;
  sms?: string;
  userId?: number | null;
  anniversary?: string | null;
  paidThrough?: string | null;
  billingPeriod?: 1 | 12;
  licenseMrc?: number | null;
}

/** Puts a number straight into an account (as checkout would), Forward at $6 a month by default. */
export function addNumber(t: TestApp, accountId: number, tn: string, more: NumberRow = {}) {
  return t.sql(
    `insert into messaging.account_number
       (account_id, tn, plan_id, mrc_cents, billing_period, anniversary_date, paid_through, sms_enabled,
        assigned_user_id, nickname, license_mrc_cents)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      accountId,
      tn,
      more.planId ?? 3,
      more.mrc ?? 600,
      more.billingPeriod ?? 12,
      more.anniversary === undefined ? '2026-11-24' : more.anniversary,
      more.paidThrough ?? null,
      more.sms ?? 'N',
      more.userId ?? null,
      more.nickname ?? '',
      more.licenseMrc ?? null,
    ],
  );
}
