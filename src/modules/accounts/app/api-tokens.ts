import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { ApiTokenScope } from '../../../shared/api-token-scope.ts';
import { tokenExpiryProblem } from '../../../shared/api-token-scope.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { apiTokenNotFound } from '../domain/accounts.errors.ts';
import { ApiToken } from '../domain/api-token.ts';
import type { AccountsDeps } from './deps.ts';

export interface ApiTokenView {
  id: number;
  name: string;
  createDate: string;
  last4: string;
  lastUsedAt: string | null;
  scope: ApiTokenScope;
  expiresAt: string | null;
  isExpired: boolean;
}

export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  /** Absent or null: the token never expires. */
  expiresAt?: Date | null;
}

const toView = (token: ApiToken, now: Date): ApiTokenView => ({
  id: token.id,
  name: token.name,
  createDate: token.createdAt.toISOString(),
  last4: token.last4,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  scope: token.scope,
  expiresAt: token.expiresAt?.toISOString() ?? null,
  isExpired: token.isExpiredAt(now),
});

/** A user's API tokens in the current account. The full token exists only in `create`'s answer. */
export function makeApiTokens({ apiTokens, tokens, unitOfWork, securityLog, clock, tx }: AccountsDeps) {
  const find = async (caller: MemberCaller, id: number) => {
    const token = await apiTokens.byId(caller.accountId, caller.userId, id);
    if (!token) throw apiTokenNotFound();
    return token;
  };

  return {
    async list(caller: MemberCaller, page: { limit: number; offset: number }) {
      const { data, total } = await apiTokens.list(caller.accountId, caller.userId, page);
      const now = clock.now();
      return { data: data.map((token) => toView(token, now)), total, limit: page.limit, skip: page.offset };
    },

    async create(caller: MemberCaller, input: NewApiToken) {
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
        return { ...toView(stored, now), token };
      });
      await securityLog.record({
        event: 'security.api_token.created',
        userId: caller.userId,
        accountId: caller.accountId,
        detail: { apiTokenId: created.id, scope: created.scope, expiresAt: created.expiresAt },
      });
      return created;
    },

    async rename(caller: MemberCaller, id: number, name: string) {
      return tx(async () => {
        const token = await find(caller, id);
        if (token.name !== name) {
          token.rename(name);
          await unitOfWork.flush();
        }
        return toView(token, clock.now());
      });
    },

    async remove(caller: MemberCaller, id: number) {
      await tx(async () => apiTokens.remove(await find(caller, id)));
      await securityLog.record({
        event: 'security.api_token.deleted',
        userId: caller.userId,
        accountId: caller.accountId,
        detail: { apiTokenId: id, reason: 'deleted' },
      });
    },
  };
}
