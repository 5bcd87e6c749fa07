import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountSearch, AccountSearchRow } from '../../ports/support-access.ts';

interface Row {
  id: number;
  company: string;
  branding_id: number;
  admin_email: string | null;
  support: boolean;
  total: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Staff account search (docs/adr/0080): an exact account id, or a company name or a member's email containing
 * the text (case-insensitive). Support memberships are not members here: staff do not find an account by
 * their own email.
 */
export function sqlAccountSearch(em: () => EntityManager): AccountSearch {
  return {
    async search({ text, staffUserId, limit, offset }) {
      const like = `%${escapeLike(text)}%`;
      const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
      const rows: Row[] = await em().execute(
        `select a.id, a.company, a.branding_id,
                (select u.email from accounts.membership m join accounts."user" u on u.id = m.user_id
                  where m.account_id = a.id and m.role = 'admin' and not m.support order by m.id limit 1) as admin_email,
                exists (select 1 from accounts.membership m
                         where m.account_id = a.id and m.user_id = ? and m.support) as support,
                count(*) over () as total
           from accounts.account a
          where a.id = ? or a.company ilike ?
             or exists (select 1 from accounts.membership m join accounts."user" u on u.id = m.user_id
                         where m.account_id = a.id and not m.support and u.email ilike ?)
          order by (a.id = ?) desc, a.company, a.id
          limit ? offset ?`,
        [staffUserId, id, like, like, id, limit, offset],
      );
      return {
        total: rows.length ? Number(rows[0]!.total) : 0,
        rows: rows.map(
          (row): AccountSearchRow => ({
            accountId: row.id,
            company: row.company || `Account ${row.id}`,
            brandingId: row.branding_id,
            adminEmail: row.admin_email,
            support: row.support,
          }),
        ),
      };
    },
  };
}
