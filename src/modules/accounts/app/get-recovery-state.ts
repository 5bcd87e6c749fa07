import type { Clock } from '../../../platform/clock/clock.ts';
import type { MfaMethodRepository, OneTimeTokenRepository } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { RateLimiter } from '../ports/security.ts';
import { toMfaOption } from './mfa-step.ts';
import { recoveryCheckRule, usableRecoveryToken, verifiedMfaMethodsOf } from './recovery-link.ts';

export interface GetRecoveryStateDeps {
  oneTimeTokens: OneTimeTokenRepository;
  mfaMethods: MfaMethodRepository;
  tokens: TokenVault;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The reset page asks whether its link still works, and which MFA methods the reset must prove. */
export function makeGetRecoveryState(deps: GetRecoveryStateDeps) {
  const { mfaMethods, rateLimiter, clock, tx } = deps;
  return async function getRecoveryState(input: { token: string; ip: string }) {
    const now = clock.now();
    await rateLimiter.hit([recoveryCheckRule(input.ip)], now);
    return tx(async () => {
      const stored = await usableRecoveryToken(deps, input.token, now);
      if (!stored) return { isValid: false, token: input.token, mfaMethods: [] };
      return {
        isValid: true,
        token: input.token,
        mfaMethods: (await verifiedMfaMethodsOf(mfaMethods, stored.userId)).map(toMfaOption),
      };
    });
  };
}
