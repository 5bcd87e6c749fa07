import { mfaMethodNotFound, recoveryLinkInvalid } from '../domain/accounts.errors.ts';
import type { MfaMethodRepository, OneTimeTokenRepository } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { type MfaOption, toMfaOption } from './mfa-step.ts';
import { recoveryCheckRule, usableRecoveryToken, verifiedMfaMethodsOf } from './recovery-link.ts';
import { makeSendMfaCode, type SendMfaCodeDeps } from './send-mfa-code.ts';

export interface SendRecoveryCodeDeps extends SendMfaCodeDeps {
  users: UserRepository;
  oneTimeTokens: OneTimeTokenRepository;
  mfaMethods: MfaMethodRepository;
  tokens: TokenVault;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** On the reset page, a user with MFA asks for a code on one of their verified methods. */
export function makeSendRecoveryCode(deps: SendRecoveryCodeDeps) {
  const { users, mfaMethods, rateLimiter, clock, tx } = deps;
  const sendMfaCode = makeSendMfaCode(deps);
  return async function sendRecoveryCode(input: {
    token: string;
    mfaMethodId: number;
    ip: string;
  }): Promise<MfaOption> {
    const now = clock.now();
    await rateLimiter.hit([recoveryCheckRule(input.ip)], now);
    return tx(async () => {
      const stored = await usableRecoveryToken(deps, input.token, now);
      if (!stored) throw recoveryLinkInvalid();
      const user = await users.byId(stored.userId);
      const method = (await verifiedMfaMethodsOf(mfaMethods, stored.userId)).find(
        (m) => m.id === input.mfaMethodId,
      );
      if (!user || !method) throw mfaMethodNotFound();
      await sendMfaCode(user, method, 'recovery');
      return toMfaOption(method);
    });
  };
}
