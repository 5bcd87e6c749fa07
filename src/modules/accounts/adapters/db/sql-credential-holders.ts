import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiTokenScope } from '../../../../shared/api-token-scope.ts';
import type { MembershipRole } from '../../domain/membership.ts';
import type { CredentialHolder, CredentialHolders } from '../../ports/credential-holders.ts';

interface HolderRow {
  id: number;
  user_id: number;
  account_id: number;
  branding_id: number;
  role: MembershipRole;
  is_employee: boolean;
  admin_user: boolean;
  accounting: boolean;
}

const HOLDER_COLUMNS = `c.id, c.user_id, c.account_id, a.branding_id, m.role, u.is_employee, u.admin_user, u.accounting`;
const HOLDER_JOINS = `join accounts."user" u on u.id = c.user_id
  join accounts.account a on a.id = c.account_id
  join accounts.membership m on m.user_id = c.user_id and m.account_id = c.account_id`;

const holderOf = (row: HolderRow): CredentialHolder => ({
  userId: row.user_id,
  accountId: row.account_id,
  brandingId: row.branding_id,
  role: row.role,
  isEmployee: row.is_employee,
  adminUser: row.admin_user,
  accounting: row.accounting,
});

/**
 * One statement per request instead of a transaction of four reads (docs/adr/0081): under load every
 * round trip is a wait for a core, and the signed-in callers paid five of them before their search began.
 */
export function sqlCredentialHolders(em: () => EntityManager): CredentialHolders {
  return {
    async sessionByTokenHash(tokenHash) {
      const [row] = await em().execute<
        (HolderRow & {
          expires_at: Date;
          last_seen_at: Date;
          authenticated_at: Date | null;
          mfa_passed: boolean;
        })[]
      >(
        `select ${HOLDER_COLUMNS}, c.expires_at, c.last_seen_at, c.authenticated_at, c.mfa_passed
           from accounts.session c ${HOLDER_JOINS}
          where c.token_hash = ?`,
        [tokenHash],
      );
      return row
        ? {
            id: row.id,
            expiresAt: new Date(row.expires_at),
            lastSeenAt: new Date(row.last_seen_at),
            authenticatedAt: row.authenticated_at ? new Date(row.authenticated_at) : null,
            mfaPassed: row.mfa_passed,
            holder: holderOf(row),
          }
        : null;
    },
    async apiTokenByHash(tokenHash) {
      const [row] = await em().execute<
        (HolderRow & { expires_at: Date | null; last_used_at: Date | null; scope: ApiTokenScope })[]
      >(
        `select ${HOLDER_COLUMNS}, c.expires_at, c.last_used_at, c.scope
           from accounts.api_token c ${HOLDER_JOINS}
          where c.token_hash = ?`,
        [tokenHash],
      );
      return row
        ? {
            id: row.id,
            expiresAt: row.expires_at ? new Date(row.expires_at) : null,
            lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
            scope: row.scope,
            holder: holderOf(row),
          }
        : null;
    },
  };
}
