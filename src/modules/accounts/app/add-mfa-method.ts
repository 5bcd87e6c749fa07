import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { assertRecentSignIn } from '../../../shared/recent-sign-in.ts';
import { mfaMethodNotFound } from '../domain/accounts.errors.ts';
import { MfaMethod, type MfaMethodType } from '../domain/mfa-method.ts';
import type { MfaMethodRepository } from '../ports/credential-repositories.ts';
import type { SecretBox, Totp } from '../ports/security.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { type MfaMethodView, toMfaMethodView } from './mfa-method-view.ts';
import { makeSendMfaCode, type SendMfaCodeDeps } from './send-mfa-code.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISSUER = 'Numberyard';

const invalidData = (message: string) =>
  new DomainError('validation', 'accounts.mfa_invalid', message, { errors: { data: message } });

export interface AddMfaMethodDeps extends SendMfaCodeDeps {
  users: UserRepository;
  mfaMethods: MfaMethodRepository;
  totp: Totp;
  secretBox: SecretBox;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface AddedMfaMethod {
  mfaMethod: MfaMethodView;
  /** Only for an authenticator app: what to scan, shown once. */
  totp?: { secret: string; otpauthUrl: string; qrCodeDataUrl: string };
}

/**
 * Adds an unverified method (needs a recent sign-in): an email or phone gets a code to prove it, an
 * authenticator app gets its secret and QR code. It counts only once verified (verify-mfa-method.ts).
 */
export function makeAddMfaMethod(deps: AddMfaMethodDeps) {
  const { users, mfaMethods, totp, secretBox, clock, tx } = deps;
  const sendMfaCode = makeSendMfaCode(deps);

  return async function addMfaMethod(
    caller: MemberCaller,
    input: { type: MfaMethodType; data?: string },
  ): Promise<AddedMfaMethod> {
    const now = clock.now();
    assertRecentSignIn(caller.authenticatedAt, now);
    return tx(async () => {
      const user = await users.byId(caller.userId);
      if (!user) throw mfaMethodNotFound();
      let data: string;
      let secret: string | null = null;
      if (input.type === 'email') {
        data = (input.data ?? user.email).trim().toLowerCase();
        if (!EMAIL.test(data)) throw invalidData('Invalid email address');
      } else if (input.type === 'sms') {
        const phone = PhoneNumber.tryParse(input.data ?? '', { accept: ['nanp'] });
        if (!phone) throw invalidData('Please enter a valid phone number.');
        data = phone.e164;
      } else {
        data = (input.data ?? '').trim() || `${ISSUER} (${user.email})`;
        secret = totp.newSecret();
      }
      const existing = await mfaMethods.ofUser(user.id);
      if (existing.some((m) => m.type === input.type && m.data === data && input.type !== 'totp')) {
        throw new DomainError('conflict', 'accounts.mfa_exists', 'You already have that MFA method.');
      }
      const method = await mfaMethods.add(
        new MfaMethod({
          userId: user.id,
          type: input.type,
          data,
          secretSealed: secret ? secretBox.seal(secret) : null,
          now,
        }),
      );
      if (secret) {
        const otpauthUrl = totp.uri(secret, user.email, ISSUER);
        return {
          mfaMethod: toMfaMethodView(method),
          totp: { secret, otpauthUrl, qrCodeDataUrl: await totp.qrCodeDataUrl(otpauthUrl) },
        };
      }
      await sendMfaCode(user, method, 'enroll');
      return { mfaMethod: toMfaMethodView(method) };
    });
  };
}
