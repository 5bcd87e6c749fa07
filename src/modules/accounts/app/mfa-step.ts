import { DomainError } from '../../../shared/domain-error.ts';
import type { ChallengePurpose } from '../domain/mfa-challenge.ts';
import type { MfaMethod } from '../domain/mfa-method.ts';
import type { User } from '../domain/user.ts';
import { makeSendMfaCode, type SendMfaCodeDeps } from './send-mfa-code.ts';
import { MFA_MESSAGES, makeVerifyMfaCode, type VerifyMfaCodeDeps } from './verify-mfa-code.ts';

export interface MfaOption {
  mfaMethodId: number;
  type: MfaMethod['type'];
  data: string;
}

export const toMfaOption = (method: MfaMethod): MfaOption => ({
  mfaMethodId: method.id,
  type: method.type,
  data: method.maskedData(),
});

export const MFA_METHOD_REQUIRED = 'You must select an MFA method to continue.';

/** The next step the client must take, as spec 1's sign-in answers it. */
export interface MfaPending {
  kind: 'mfa';
  result: 'mfaRequired' | 'mfaSent';
  mfaMethods: MfaOption[];
  mfaMethod?: MfaOption;
  mfaError?: string;
}

export type MfaStepDeps = SendMfaCodeDeps & VerifyMfaCodeDeps;

/**
 * The second factor after a checked password, shared by sign-in and re-authentication: no method,
 * nothing to do; otherwise a method choice (a single one is used at once), a code sent, then the
 * code checked. Stateless: the caller sends the password again with every step.
 */
export function makeMfaStep(deps: MfaStepDeps) {
  const { mfaMethods } = deps;
  const sendMfaCode = makeSendMfaCode(deps);
  const verifyMfaCode = makeVerifyMfaCode(deps);

  return async function mfaStep(
    user: User,
    input: { mfaMethodId?: number | undefined; mfaCode?: string | undefined },
    purpose: ChallengePurpose,
  ): Promise<{ kind: 'verified'; mfaPassed: boolean } | MfaPending> {
    const methods = (await mfaMethods.ofUser(user.id)).filter((method) => method.isVerified());
    if (!methods.length) return { kind: 'verified', mfaPassed: false };
    const options = methods.map(toMfaOption);

    if (input.mfaMethodId !== undefined && !methods.some((m) => m.id === input.mfaMethodId)) {
      return { kind: 'mfa', result: 'mfaRequired', mfaMethods: options, mfaError: MFA_METHOD_REQUIRED };
    }
    const chosen =
      methods.find((m) => m.id === input.mfaMethodId) ?? (methods.length === 1 ? methods[0] : undefined);
    if (!chosen) return { kind: 'mfa', result: 'mfaRequired', mfaMethods: options };

    if (input.mfaCode) {
      const verified = await verifyMfaCode(user, chosen, purpose, input.mfaCode);
      if (verified.ok) return { kind: 'verified', mfaPassed: true };
      return {
        kind: 'mfa',
        result: 'mfaSent',
        mfaMethods: options,
        mfaMethod: toMfaOption(chosen),
        mfaError: verified.error,
      };
    }
    try {
      await sendMfaCode(user, chosen, purpose);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      return { kind: 'mfa', result: 'mfaRequired', mfaMethods: options, mfaError: MFA_MESSAGES.sendFailed };
    }
    return { kind: 'mfa', result: 'mfaSent', mfaMethods: options, mfaMethod: toMfaOption(chosen) };
  };
}
