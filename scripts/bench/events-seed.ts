import { createHash } from 'node:crypto';
import { seedDemoLogins } from '../../src/modules/accounts/index.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { makeTransactional, withContext } from '../../src/platform/db/unit-of-work.ts';

const COMPANY = 'Bench events';
/** The session cookie's token of bench account `i` (1-based); only its SHA-256 is stored, as for a real one. */
export const benchToken = (i: number) => `bench-events-${i}`;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `accounts` accounts named "Bench events i", each with one admin user (the demo admin's password hash) and one
 * remembered session whose cookie token is `benchToken(i)`, written in SQL (no argon2 per login). A kept
 * database with a different count is cleared of its bench rows first. Answers the account ids, in order.
 */
export async function seedEventAccounts(orm: Orm, sql: SqlExecutor, accounts: number): Promise<number[]> {
  return withContext(orm, async () => {
    await seedDemoLogins(orm.em.fork(), new Date());
    const existing = await sql.query<{ id: number }>(
      `select id from accounts.account where company like $1 order by id`,
      [`${COMPANY} %`],
    );
    if (existing.length === accounts) {
      await sql.query(
        `update accounts.session set expires_at = now() + interval '30 days', last_seen_at = now()
          where account_id = any($1)`,
        [existing.map((row) => row.id)],
      );
      return existing.map((row) => Number(row.id));
    }
    return makeTransactional(orm)(async () => {
      const ids = existing.map((row) => row.id);
      await sql.query('delete from accounts.session where account_id = any($1)', [ids]);
      await sql.query('delete from accounts.membership where account_id = any($1)', [ids]);
      await sql.query(`delete from accounts."user" where email like 'bench-events-%'`);
      await sql.query('delete from accounts.account where id = any($1)', [ids]);
      const created = await sql.query<{ id: number; i: number }>(
        `insert into accounts.account (branding_id, company, created_at)
         select (select a.branding_id from accounts.account a order by a.id limit 1), $1 || ' ' || i, now()
         from generate_series(1, $2::int) i returning id, substring(company from '\\d+$')::int as i`,
        [COMPANY, accounts],
      );
      const byOrdinal = created
        .map((row) => ({ id: Number(row.id), i: Number(row.i) }))
        .sort((a, b) => a.i - b.i);
      await sql.query(
        `with a as (select * from unnest($1::int[], $2::int[]) as t(account_id, i)),
           u as (insert into accounts."user" (email, password_hash, first_name, last_name, created_at)
                 select 'bench-events-' || i || '@numberyard.test',
                        (select password_hash from accounts."user" where email = 'admin@numberyard.test'),
                        'Bench', 'User ' || i, now() from a returning id, email)
         insert into accounts.membership (user_id, account_id, role)
         select u.id, a.account_id, 'admin' from a join u on u.email = 'bench-events-' || a.i || '@numberyard.test'`,
        [byOrdinal.map((row) => row.id), byOrdinal.map((row) => row.i)],
      );
      await sql.query(
        `insert into accounts.session (token_hash, user_id, account_id, remember, created_at, last_seen_at,
            authenticated_at, expires_at, mfa_passed)
         select t.hash, m.user_id, m.account_id, true, now(), now(), now(), now() + interval '30 days', false
         from unnest($1::int[], $2::text[]) as t(account_id, hash)
         join accounts.membership m on m.account_id = t.account_id`,
        [byOrdinal.map((row) => row.id), byOrdinal.map((row) => digest(benchToken(row.i)))],
      );
      return byOrdinal.map((row) => row.id);
    });
  });
}
