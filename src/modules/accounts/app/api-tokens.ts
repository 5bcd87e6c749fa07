import type { MemberCaller } from '../../../platform/http/caller.ts';
import { apiTokenNotFound } from '../domain/accounts.errors.ts';
import { ApiToken } from '../domain/api-token.ts';
import type { AccountsDeps } from './deps.ts';

export interface ApiTokenView {
  id: number;
  name: string;
  createDate: string;
  last4: string;
  lastUsedAt: string | null;
}

const toView = (token: ApiToken): ApiTokenView => ({
  id: token.id,
  name: token.name,
  createDate: token.createdAt.toISOString(),
  last4: token.last4,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
});

/** A user's API tokens in the current account. The full token exists only in `create`'s answer. */
export function makeApiTokens({ apiTokens, tokens, unitOfWork, clock, tx }: AccountsDeps) {
  const find = async (caller: MemberCaller, id: number) => {
    const token = await apiTokens.byId(caller.accountId, caller.userId, id);
    if (!token) throw apiTokenNotFound();
    return token;
  };

  return {
    async list(caller: MemberCaller, page: { limit: number; offset: number }) {
      const { data, total } = await apiTokens.list(caller.accountId, caller.userId, page);
      return { data: data.map(toView), total, limit: page.limit, skip: page.offset };
    },

    async create(caller: MemberCaller, name: string) {
      return tx(async () => {
        const token = `ny_${tokens.newToken()}`;
        const stored = await apiTokens.add(
          new ApiToken({
            userId: caller.userId,
            accountId: caller.accountId,
            name,
            tokenHash: tokens.digest(token),
            last4: token.slice(-4),
            now: clock.now(),
          }),
        );
        return { ...toView(stored), token };
      });
    },

    async rename(caller: MemberCaller, id: number, name: string) {
      return tx(async () => {
        const token = await find(caller, id);
        if (token.name !== name) {
          token.rename(name);
          await unitOfWork.flush();
        }
        return toView(token);
      });
    },

    async remove(caller: MemberCaller, id: number) {
      await tx(async () => apiTokens.remove(await find(caller, id)));
    },
  };
}
