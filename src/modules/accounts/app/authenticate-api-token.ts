import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { ApiTokenRepository, UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export interface AuthenticateApiTokenDeps {
  apiTokens: ApiTokenRepository;
  users: UserRepository;
  directory: AccountDirectory;
  tokens: TokenVault;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * `Authorization: Bearer` -> the token's user in the token's account, while they still belong to it
 * and the token has not expired (an expired token authenticates as nothing: 401).
 */
export function makeAuthenticateApiToken({
  apiTokens,
  users,
  directory,
  tokens,
  unitOfWork,
  clock,
  tx,
}: AuthenticateApiTokenDeps) {
  return async function authenticateApiToken(token: string): Promise<MemberCaller | null> {
    return tx(async () => {
      const stored = await apiTokens.byHash(tokens.digest(token));
      const now = clock.now();
      if (!stored || stored.isExpiredAt(now)) return null;
      const [user, account, membership] = await Promise.all([
        users.byId(stored.userId),
        directory.accountById(stored.accountId),
        directory.membership(stored.userId, stored.accountId),
      ]);
      if (!user || !account || !membership) return null;
      // "Last use" to the minute is enough; it spares a write on every call.
      if (!stored.lastUsedAt || now.getTime() - stored.lastUsedAt.getTime() > 60_000) {
        stored.markUsed(now);
        await unitOfWork.flush();
      }
      return {
        kind: 'member',
        userId: user.id,
        accountId: account.id,
        brandingId: account.brandingId,
        role: membership.role,
        isEmployee: user.isEmployee,
        adminUser: user.adminUser,
        accounting: user.accounting,
        via: 'token',
        tokenScope: stored.scope,
        credentialId: stored.id,
        // A token never counts as a recent sign-in: sensitive changes need the web.
        authenticatedAt: new Date(0),
        mfaPassed: false,
      };
    });
  };
}
