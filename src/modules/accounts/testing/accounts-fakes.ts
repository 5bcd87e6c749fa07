import { FixedClock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { RecordingSecurityLog } from '../../../platform/security-log/testing/recording-security-log.ts';
import { Account } from '../domain/account.ts';
import { Membership, type MembershipRole } from '../domain/membership.ts';
import { Session } from '../domain/session.ts';
import { User } from '../domain/user.ts';
import {
  CountingCodeHasher,
  CountingTokenVault,
  FakeTotp,
  listedCommonPasswords,
  OutboxNotifier,
  PlainPasswordHasher,
  plainSecretBox,
  SwitchableBotCheck,
} from './fake-secrets.ts';
import {
  CountingUnitOfWork,
  InMemoryAccountDirectory,
  InMemoryApiTokens,
  InMemoryInvitations,
  InMemoryMfaChallenges,
  InMemoryMfaMethods,
  InMemoryOneTimeTokens,
  InMemorySessions,
  InMemoryUsers,
} from './in-memory-accounts.ts';
import { InMemoryCredentialHolders } from './in-memory-credential-holders.ts';

export const PASSWORD = 'Correct-Horse-9';

/**
 * Every port of the accounts module as an in-memory fake, for use-case tests: pass the whole set to
 * any makeX (each takes only what its own deps type names).
 */
export function accountsFakes() {
  const users = new InMemoryUsers();
  const sessions = new InMemorySessions();
  const directory = new InMemoryAccountDirectory();
  const apiTokens = new InMemoryApiTokens();
  return {
    users,
    sessions,
    directory,
    credentialHolders: new InMemoryCredentialHolders({ sessions, apiTokens, users, directory }),
    mfaMethods: new InMemoryMfaMethods(),
    challenges: new InMemoryMfaChallenges(),
    apiTokens,
    invitations: new InMemoryInvitations(),
    oneTimeTokens: new InMemoryOneTimeTokens(),
    unitOfWork: new CountingUnitOfWork(),
    passwords: new PlainPasswordHasher(),
    tokens: new CountingTokenVault(),
    codes: new CountingCodeHasher(),
    totp: new FakeTotp(),
    secretBox: plainSecretBox,
    commonPasswords: listedCommonPasswords,
    rateLimiter: new InMemoryRateLimiter(),
    botCheck: new SwitchableBotCheck(),
    notifier: new OutboxNotifier(),
    securityLog: new RecordingSecurityLog(),
    clock: new FixedClock('2026-11-24T12:00:00Z'),
    tx: <T>(work: () => Promise<T>) => work(),
    publicUrl: 'https://numberyard.test',
  };
}

export type AccountsFakes = ReturnType<typeof accountsFakes>;

/** A user with PASSWORD in a new account of brand 1 (or the given one), with their membership. */
export async function seedMember(
  fakes: AccountsFakes,
  props: { email: string; role?: MembershipRole; accountId?: number; brandingId?: number },
) {
  const now = fakes.clock.now();
  const user =
    (await fakes.users.byEmail(props.email)) ??
    (await fakes.users.add(
      new User({
        email: props.email,
        passwordHash: await fakes.passwords.hash(PASSWORD),
        firstName: 'Ada',
        lastName: 'Lovelace',
        createdAt: now,
      }),
    ));
  const account =
    (props.accountId !== undefined ? await fakes.directory.accountById(props.accountId) : null) ??
    (await fakes.directory.addAccount(
      new Account({ brandingId: props.brandingId ?? 1, company: 'Acme', createdAt: now }),
    ));
  const membership = await fakes.directory.addMembership(
    new Membership({ userId: user.id, accountId: account.id, role: props.role ?? 'admin' }),
  );
  return { user, account, membership };
}

/** The caller of a web session that signed in just now (so sensitive changes are allowed). */
export function sessionCaller(
  fakes: AccountsFakes,
  seeded: { user: User; account: Account; membership: Membership },
  changes: Partial<MemberCaller> = {},
): MemberCaller {
  return {
    kind: 'member',
    userId: seeded.user.id,
    accountId: seeded.account.id,
    brandingId: seeded.account.brandingId,
    role: seeded.membership.role,
    isEmployee: false,
    adminUser: false,
    accounting: false,
    via: 'session',
    credentialId: 1,
    authenticatedAt: fakes.clock.now(),
    mfaPassed: false,
    ...changes,
  };
}

/** A web session opened with the password just now; its token is `token` (the cookie's value). */
export async function seedSession(
  fakes: AccountsFakes,
  owner: { userId: number; accountId: number },
  token = fakes.tokens.newToken(),
) {
  const session = await fakes.sessions.add(
    new Session({
      tokenHash: fakes.tokens.digest(token),
      ...owner,
      remember: false,
      now: fakes.clock.now(),
      openedWith: 'credentials',
    }),
  );
  return { session, token };
}
