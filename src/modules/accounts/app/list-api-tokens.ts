import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { ApiTokenRepository } from '../ports/credential-repositories.ts';
import { toApiTokenView } from './api-token-view.ts';

export interface ListApiTokensDeps {
  apiTokens: ApiTokenRepository;
  clock: Clock;
}

/** The caller's API tokens in the current account, a page at a time. */
export function makeListApiTokens({ apiTokens, clock }: ListApiTokensDeps) {
  return async function listApiTokens(caller: MemberCaller, page: { limit: number; offset: number }) {
    const { data, total } = await apiTokens.list(caller.accountId, caller.userId, page);
    const now = clock.now();
    return {
      data: data.map((token) => toApiTokenView(token, now)),
      total,
      limit: page.limit,
      skip: page.offset,
    };
  };
}
