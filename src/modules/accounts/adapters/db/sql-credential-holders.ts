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

const dateOrNull = (value: Date | null) => (value ? new Date(value) : null);

/**
 * One statement per request instead of a transaction of four reads (docs/adr/0081): under load every
 * round trip is a wait for a core, and the signed-in callers paid five of them before their search began.
 */
export function sqlCredentialHolders(em: () => EntityManager): CredentialHolders {
  /** The credential of `table` by its hash, with `columns` of its own and its holder's. */
  const heldBy = async <Own>(table: string, columns: string, tokenHash: string) => {
    const [row] = await em().execute<(HolderRow & Own)[]>(
      `select ${HOLDER_COLUMNS}, ${columns} from accounts.${table} c ${HOLDER_JOINS} where c.token_hash = ?`,
      [tokenHash],
    );
    return row ? { row, holder: holderOf(row) } : null;
  };
  return {
    async sessionByTokenHash(tokenHash) {
      const held = await heldBy<{
        expires_at: Date;
        last_seen_at: Date;
        authenticated_at: Date | null;
        mfa_passed: boolean;
      }>('session', 'c.expires_at, c.last_seen_at, c.authenticated_at, c.mfa_passed', tokenHash);
      if (!held) return null;
      const { row, holder } = held;
      return {
        id: row.id,
        expiresAt: new Date(row.expires_at),
        lastSeenAt: new Date(row.last_seen_at),
        authenticatedAt: dateOrNull(row.authenticated_at),
        mfaPassed: row.mfa_passed,
        holder,
      };
    },
    async apiTokenByHash(tokenHash) {
      const held = await heldBy<{ expires_at: Date | null; last_used_at: Date | null; scope: ApiTokenScope }>(
        'api_token',
        'c.expires_at, c.last_used_at, c.scope',
        tokenHash,
      );
      if (!held) return null;
      const { row, holder } = held;
      return {
        id: row.id,
        expiresAt: dateOrNull(row.expires_at),
        lastUsedAt: dateOrNull(row.last_used_at),
        scope: row.scope,
        holder,
      };
    },
  };
}
