import type { MemberCaller } from '../../../platform/http/caller.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { assertRecentSignIn } from '../../../shared/recent-sign-in.ts';
import { mfaMethodNotFound } from '../domain/accounts.errors.ts';
import { MfaMethod, type MfaMethodType } from '../domain/mfa-method.ts';
import type { AccountsDeps } from './deps.ts';
import { makeMfaCodes } from './mfa-codes.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISSUER = 'Numberyard';

export interface MfaMethodView {
  mfaMethodId: number;
  type: MfaMethodType;
  data: string;
  verified: boolean;
  createDate: string;
}

const toView = (method: MfaMethod): MfaMethodView => ({
  mfaMethodId: method.id,
  type: method.type,
  data: method.data,
  verified: method.isVerified(),
  createDate: method.createdAt.toISOString(),
});

const invalidData = (message: string) =>
  new DomainError('validation', 'accounts.mfa_invalid', message, { errors: { data: message } });

/** Managing one's own MFA methods. Adding and removing need a recent sign-in; changes end other sessions. */
export function makeMfaMethods(deps: AccountsDeps) {
  const { users, mfaMethods, sessions, totp, secretBox, unitOfWork, clock, tx } = deps;
  const mfaCodes = makeMfaCodes(deps);

  const endOtherSessions = (caller: MemberCaller) =>
    sessions.removeAllOfUser(caller.userId, caller.via === 'session' ? caller.credentialId : undefined);

  async function list(caller: MemberCaller): Promise<MfaMethodView[]> {
    return (await mfaMethods.ofUser(caller.userId)).map(toView);
  }

  async function add(caller: MemberCaller, input: { type: MfaMethodType; data?: string }) {
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
          mfaMethod: toView(method),
          totp: { secret, otpauthUrl, qrCodeDataUrl: await totp.qrCodeDataUrl(otpauthUrl) },
        };
      }
      await mfaCodes.send(user, method, 'enroll');
      return { mfaMethod: toView(method) };
    });
  }

  async function verify(caller: MemberCaller, input: { id: number; code: string }): Promise<MfaMethodView> {
    return tx(async () => {
      const user = await users.byId(caller.userId);
      const method = await mfaMethods.byId(caller.userId, input.id);
      if (!user || !method) throw mfaMethodNotFound();
      const verified = await mfaCodes.verify(user, method, 'enroll', input.code);
      if (!verified.ok)
        throw new DomainError('validation', 'accounts.mfa_code', verified.error, {
          errors: { code: verified.error },
        });
      method.markVerified(clock.now());
      await unitOfWork.flush();
      await endOtherSessions(caller);
      return toView(method);
    });
  }

  async function remove(caller: MemberCaller, id: number): Promise<void> {
    assertRecentSignIn(caller.authenticatedAt, clock.now());
    await tx(async () => {
      const method = await mfaMethods.byId(caller.userId, id);
      if (!method) throw mfaMethodNotFound();
      await mfaMethods.remove(method);
      await endOtherSessions(caller);
    });
  }

  return { list, add, verify, remove };
}
