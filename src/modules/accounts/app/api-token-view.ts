import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { ApiTokenScope } from '../../../shared/api-token-scope.ts';
import { apiTokenNotFound } from '../domain/accounts.errors.ts';
import type { ApiToken } from '../domain/api-token.ts';
import type { ApiTokenRepository } from '../ports/credential-repositories.ts';

/** A token as its owner sees it: never the token itself (only create's answer carries it). */
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

export const toApiTokenView = (token: ApiToken, now: Date): ApiTokenView => ({
  id: token.id,
  name: token.name,
  createDate: token.createdAt.toISOString(),
  last4: token.last4,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  scope: token.scope,
  expiresAt: token.expiresAt?.toISOString() ?? null,
  isExpired: token.isExpiredAt(now),
});

/** The caller's own token in the current account; anyone else's answers 404 like a missing one. */
export async function ownApiToken(apiTokens: ApiTokenRepository, caller: MemberCaller, id: number) {
  const token = await apiTokens.byId(caller.accountId, caller.userId, id);
  if (!token) throw apiTokenNotFound();
  return token;
}
