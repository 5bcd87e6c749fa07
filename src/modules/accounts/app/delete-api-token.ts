import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { SecurityLog } from '../../../platform/security-log/security-log.ts';
import type { ApiTokenRepository } from '../ports/credential-repositories.ts';
import { ownApiToken } from './api-token-view.ts';

export interface DeleteApiTokenDeps {
  apiTokens: ApiTokenRepository;
  securityLog: SecurityLog;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Deletes one of the caller's tokens: it authenticates as nothing from then on. */
export function makeDeleteApiToken({ apiTokens, securityLog, tx }: DeleteApiTokenDeps) {
  return async function deleteApiToken(caller: MemberCaller, id: number): Promise<void> {
    await tx(async () => apiTokens.remove(await ownApiToken(apiTokens, caller, id)));
    await securityLog.record({
      event: 'security.api_token.deleted',
      userId: caller.userId,
      accountId: caller.accountId,
      detail: { apiTokenId: id, reason: 'deleted' },
    });
  };
}
