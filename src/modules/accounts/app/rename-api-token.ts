import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { ApiTokenRepository, UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import { type ApiTokenView, ownApiToken, toApiTokenView } from './api-token-view.ts';

export interface RenameApiTokenDeps {
  apiTokens: ApiTokenRepository;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Renames one of the caller's tokens; the same name again writes nothing. */
export function makeRenameApiToken({ apiTokens, unitOfWork, clock, tx }: RenameApiTokenDeps) {
  return async function renameApiToken(
    caller: MemberCaller,
    id: number,
    name: string,
  ): Promise<ApiTokenView> {
    return tx(async () => {
      const token = await ownApiToken(apiTokens, caller, id);
      if (token.name !== name) {
        token.rename(name);
        await unitOfWork.flush();
      }
      return toApiTokenView(token, clock.now());
    });
  };
}
