import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { SecurityLog } from '../../../platform/security-log/security-log.ts';
import { type ApiTokenScope, tokenExpiryProblem } from '../../../shared/api-token-scope.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { ApiToken } from '../domain/api-token.ts';
import type { ApiTokenRepository } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';
import { type ApiTokenView, toApiTokenView } from './api-token-view.ts';

export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  /** Absent or null: the token never expires. */
  expiresAt?: Date | null;
}

export interface CreateApiTokenDeps {
  apiTokens: ApiTokenRepository;
  tokens: TokenVault;
  securityLog: SecurityLog;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** A new API token for the caller in the current account. The full token exists only in this answer. */
export function makeCreateApiToken({ apiTokens, tokens, securityLog, clock, tx }: CreateApiTokenDeps) {
  return async function createApiToken(
    caller: MemberCaller,
    input: NewApiToken,
  ): Promise<ApiTokenView & { token: string }> {
    const now = clock.now();
    const expiresAt = input.expiresAt ?? null;
    const problem = expiresAt && tokenExpiryProblem(expiresAt, now);
    if (problem)
      throw new DomainError('validation', 'accounts.api_token_expiry', problem, {
        errors: { expiresAt: problem },
      });
    const created = await tx(async () => {
      const token = `ny_${tokens.newToken()}`;
      const stored = await apiTokens.add(
        new ApiToken({
          userId: caller.userId,
          accountId: caller.accountId,
          name: input.name,
          scope: input.scope,
          expiresAt,
          tokenHash: tokens.digest(token),
          last4: token.slice(-4),
          now,
        }),
      );
      return { ...toApiTokenView(stored, now), token };
    });
    await securityLog.record({
      event: 'security.api_token.created',
      userId: caller.userId,
      accountId: caller.accountId,
      detail: { apiTokenId: created.id, scope: created.scope, expiresAt: created.expiresAt },
    });
    return created;
  };
}
