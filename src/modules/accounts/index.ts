import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { Authenticator } from '../../platform/http/caller.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { SecurityLog } from '../../platform/security-log/security-log.ts';
import { HmacCodeHasher } from './adapters/crypto/code-hasher.ts';
import { ZxcvbnCommonPasswords } from './adapters/crypto/common-passwords.ts';
import { Argon2PasswordHasher, Sha256TokenVault } from './adapters/crypto/node-secrets.ts';
import { OtplibTotp } from './adapters/crypto/otplib-totp.ts';
import { accountsEntities } from './adapters/db/accounts.mapping.ts';
import {
  MikroOrmAccountDirectory,
  MikroOrmSessionRepository,
  MikroOrmUserRepository,
} from './adapters/db/mikro-orm-accounts.ts';
import { MikroOrmBrokerApplicationRepository } from './adapters/db/mikro-orm-broker-applications.ts';
import {
  MikroOrmApiTokenRepository,
  MikroOrmMfaChallengeRepository,
  MikroOrmMfaMethodRepository,
  MikroOrmOneTimeTokenRepository,
  MikroOrmUnitOfWork,
} from './adapters/db/mikro-orm-credentials.ts';
import { MikroOrmInvitationRepository } from './adapters/db/mikro-orm-invitations.ts';
import { mountAccountUserRoutes } from './adapters/http/account-users.router.ts';
import { mountApiTokenRoutes } from './adapters/http/api-tokens.router.ts';
import { mountBrokerApplicationRoutes } from './adapters/http/broker-applications.router.ts';
import type { AccountsHttpDeps } from './adapters/http/http-deps.ts';
import { mountInvitationRoutes } from './adapters/http/invitations.router.ts';
import { mountProfileRoutes } from './adapters/http/profile.router.ts';
import { mountRecoveryRoutes } from './adapters/http/recovery.router.ts';
import { mountSessionRoutes } from './adapters/http/session.router.ts';
import { mountSignedInSessionRoutes } from './adapters/http/sessions.router.ts';
import { accountsJobs } from './adapters/jobs/accounts.jobs.ts';
import { makeAcceptInvitation } from './app/accept-invitation.ts';
import { makeAccountUsers } from './app/account-users.ts';
import { makeApiTokens } from './app/api-tokens.ts';
import { makeApplyToSell } from './app/apply-to-sell.ts';
import { makeAuthenticateApiToken } from './app/authenticate-api-token.ts';
import { makeAuthenticateSession } from './app/authenticate-session.ts';
import { makeCancelInvitation } from './app/cancel-invitation.ts';
import { makeCredentialStillValid } from './app/credential-still-valid.ts';
import { makeDecideBrokerApplication } from './app/decide-broker-application.ts';
import type { AccountsDeps } from './app/deps.ts';
import { makeGetProfile } from './app/get-profile.ts';
import { makeLookUpInvitationLink } from './app/invitation-link.ts';
import { makeInviteAccountUser } from './app/invite-account-user.ts';
import { makeListAccountInvitations } from './app/list-account-invitations.ts';
import { makeListBrokerApplications } from './app/list-broker-applications.ts';
import { makeListSessions } from './app/list-sessions.ts';
import { makeLogIn } from './app/log-in.ts';
import { makeLogOut } from './app/log-out.ts';
import { makeLoginTokens } from './app/login-tokens.ts';
import { makeMfaMethods } from './app/mfa-methods.ts';
import { makeListMyInvitations } from './app/my-invitations.ts';
import { makePasswordRecovery } from './app/password-recovery.ts';
import { makePurgeExpiredCredentials } from './app/purge-expired-credentials.ts';
import { makeReauthenticate } from './app/reauthenticate.ts';
import { makeRevokeSession } from './app/revoke-session.ts';
import { makeSwitchAccount } from './app/switch-account.ts';
import { makeUpdateProfile } from './app/update-profile.ts';
import { makeValidateUsername } from './app/validate-username.ts';
import type { BrandCatalog } from './ports/brand-catalog.ts';
import type { CurrentBaskets } from './ports/current-baskets.ts';
import type { Notifier } from './ports/notifier.ts';
import type { BotCheck, RateLimiter, SecretBox } from './ports/security.ts';

export { basketCurrentBaskets } from './adapters/basket/basket-current-baskets.ts';
export { catalogBrands } from './adapters/catalog/catalog-brands.ts';
export { DEMO_PASSWORD, demoAccountIdOf, seedDemoLogins } from './adapters/db/demo-logins.ts';
export type { BrandCatalog } from './ports/brand-catalog.ts';
export type { CurrentBaskets } from './ports/current-baskets.ts';
export { accountsEntities };

/** The accounts module: users, accounts, memberships, sessions, MFA, recovery, API tokens. */
export function createAccountsModule(options: {
  orm: Orm;
  clock: Clock;
  brands: BrandCatalog;
  baskets: CurrentBaskets;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  secretBox: SecretBox;
  notifier: Notifier;
  securityLog: SecurityLog;
  /** Key for hashing MFA codes at rest. */
  codeKey: string;
  publicUrl: string;
  cookieName: string;
  secureCookies: boolean;
  purgeCron: string;
  clientIp: (c: Context) => string;
}) {
  const em = () => currentEm(options.orm);
  const deps: AccountsDeps = {
    users: new MikroOrmUserRepository(em),
    sessions: new MikroOrmSessionRepository(em),
    directory: new MikroOrmAccountDirectory(em),
    mfaMethods: new MikroOrmMfaMethodRepository(em),
    challenges: new MikroOrmMfaChallengeRepository(em),
    apiTokens: new MikroOrmApiTokenRepository(em),
    invitations: new MikroOrmInvitationRepository(em),
    oneTimeTokens: new MikroOrmOneTimeTokenRepository(em),
    unitOfWork: new MikroOrmUnitOfWork(em),
    passwords: new Argon2PasswordHasher(),
    tokens: new Sha256TokenVault(),
    codes: new HmacCodeHasher(options.codeKey),
    totp: new OtplibTotp(),
    secretBox: options.secretBox,
    commonPasswords: new ZxcvbnCommonPasswords(),
    rateLimiter: options.rateLimiter,
    botCheck: options.botCheck,
    notifier: options.notifier,
    securityLog: options.securityLog,
    brands: options.brands,
    baskets: options.baskets,
    clock: options.clock,
    tx: options.tx,
    publicUrl: options.publicUrl.replace(/\/$/, ''),
  };
  const authenticateSession = makeAuthenticateSession(deps);
  const authenticateApiToken = makeAuthenticateApiToken(deps);
  const purge = makePurgeExpiredCredentials(deps);
  const loginTokens = makeLoginTokens(deps);
  const applications = new MikroOrmBrokerApplicationRepository(em);
  const brokerApplications = {
    applyToSell: makeApplyToSell({ ...deps, applications }),
    listBrokerApplications: makeListBrokerApplications({ applications }),
    decideBrokerApplication: makeDecideBrokerApplication({ ...deps, applications }),
  };
  const authenticator: Authenticator = {
    fromSessionToken: (token) => authenticateSession(token),
    fromApiToken: (token) => authenticateApiToken(token),
    stillValid: makeCredentialStillValid(deps),
  };
  const http: AccountsHttpDeps = {
    logIn: makeLogIn(deps),
    logOut: makeLogOut(deps),
    authenticateSession,
    switchAccount: makeSwitchAccount(deps),
    reauthenticate: makeReauthenticate(deps),
    listSessions: makeListSessions(deps),
    revokeSession: makeRevokeSession(deps),
    loginTokens,
    recovery: makePasswordRecovery(deps),
    getProfile: makeGetProfile(deps),
    updateProfile: makeUpdateProfile(deps),
    validateUsername: makeValidateUsername(deps),
    mfaMethods: makeMfaMethods(deps),
    apiTokens: makeApiTokens(deps),
    accountUsers: makeAccountUsers(deps),
    inviteAccountUser: makeInviteAccountUser(deps),
    listAccountInvitations: makeListAccountInvitations(deps),
    cancelInvitation: makeCancelInvitation(deps),
    listMyInvitations: makeListMyInvitations(deps),
    lookUpInvitationLink: makeLookUpInvitationLink(deps),
    acceptInvitation: makeAcceptInvitation(deps),
    cookieName: options.cookieName,
    secureCookies: options.secureCookies,
    clientIp: options.clientIp,
  };
  return {
    authenticator,
    purgeExpiredCredentials: purge,
    /** For checkout and offers: a single-use link token that signs the new customer in. */
    issueLoginToken: (input: { userId: number; accountId: number }) => loginTokens.issue(input),
    jobs: accountsJobs({ purge, cron: options.purgeCron }),
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountSessionRoutes(app, http);
      mountSignedInSessionRoutes(app, http);
      mountRecoveryRoutes(app, http);
      mountProfileRoutes(app, http);
      mountApiTokenRoutes(app, http);
      mountAccountUserRoutes(app, http);
      mountInvitationRoutes(app, http);
      mountBrokerApplicationRoutes(app, brokerApplications);
    },
  };
}
