import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { apiTokenExpiredAt } from '../domain/api-token.ts';
import type { CredentialHolders } from '../ports/credential-holders.ts';
import type { ApiTokenRepository, UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';
import { TOUCH_EVERY_MS } from './authenticate-session.ts';
import { credentialCaller } from './credential-caller.ts';

export interface AuthenticateApiTokenDeps {
  credentialHolders: CredentialHolders;
  apiTokens: ApiTokenRepository;
  tokens: TokenVault;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * `Authorization: Bearer` -> the token's user in the token's account, while they still belong to it
 * and the token has not expired (an expired token authenticates as nothing: 401). One read per call
 * (docs/adr/0081); "last use", to the minute, loads and saves the token.
 */
export function makeAuthenticateApiToken({
  credentialHolders,
  apiTokens,
  tokens,
  unitOfWork,
  clock,
  tx,
}: AuthenticateApiTokenDeps) {
  return async function authenticateApiToken(token: string): Promise<MemberCaller | null> {
    const tokenHash = tokens.digest(token);
    const held = await credentialHolders.apiTokenByHash(tokenHash);
    const now = clock.now();
    if (!held || apiTokenExpiredAt(held.expiresAt, now)) return null;
    if (!held.lastUsedAt || now.getTime() - held.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await tx(async () => {
        const stored = await apiTokens.byHash(tokenHash);
        if (!stored) return;
        stored.markUsed(now);
        await unitOfWork.flush();
      });
    }
    return credentialCaller(held.holder, {
      via: 'token',
      tokenScope: held.scope,
      credentialId: held.id,
      // A token never counts as a recent sign-in: sensitive changes need the web.
      authenticatedAt: new Date(0),
      mfaPassed: false,
    });
  };
}
