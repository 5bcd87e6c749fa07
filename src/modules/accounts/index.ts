import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { Authenticator } from '../../platform/http/caller.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { SecurityLog } from '../../platform/security-log/security-log.ts';
import { adminBrokerApplicationAudit } from './adapters/admin/admin-broker-application-audit.ts';
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
import { sqlAccountSearch } from './adapters/db/sql-account-search.ts';
import { accountsWithAnniversary } from './adapters/db/sql-accounts-with-anniversary.ts';
import { sqlCredentialHolders } from './adapters/db/sql-credential-holders.ts';
import { mountAccountUserRoutes } from './adapters/http/account-users.router.ts';
import { mountActivationRoutes } from './adapters/http/activation.router.ts';
import { mountApiTokenRoutes } from './adapters/http/api-tokens.router.ts';
import { mountBrokerApplicationRoutes } from './adapters/http/broker-applications.router.ts';
import type { AccountsHttpDeps } from './adapters/http/http-deps.ts';
import { mountInvitationRoutes } from './adapters/http/invitations.router.ts';
import { mountProfileRoutes } from './adapters/http/profile.router.ts';
import { mountRecoveryRoutes } from './adapters/http/recovery.router.ts';
import { mountSessionRoutes } from './adapters/http/session.router.ts';
import { mountSignedInSessionRoutes } from './adapters/http/sessions.router.ts';
import { mountSupportAccessRoutes } from './adapters/http/support-access.router.ts';
import { accountsJobs } from './adapters/jobs/accounts.jobs.ts';
import { makeAcceptInvitation } from './app/accept-invitation.ts';
import { makeAccountAdminEmails } from './app/account-admin-emails.ts';
import { makeAccountHolder } from './app/account-holder.ts';
import { makeActivateAccount } from './app/activate-account.ts';
import { makeAddMfaMethod } from './app/add-mfa-method.ts';
import { makeAdminAccountsOfUser } from './app/admin-accounts-of-user.ts';
import { makeApplyToSell } from './app/apply-to-sell.ts';
import { makeAuthenticateApiToken } from './app/authenticate-api-token.ts';
import { makeAuthenticateSession } from './app/authenticate-session.ts';
import { makeBillingAccount } from './app/billing-account.ts';
import { makeCancelInvitation } from './app/cancel-invitation.ts';
import { makeCompleteAccountTransfer } from './app/complete-account-transfer.ts';
import { makeCreateApiToken } from './app/create-api-token.ts';
import { makeCredentialStillValid } from './app/credential-still-valid.ts';
import { makeDecideBrokerApplication } from './app/decide-broker-application.ts';
import { makeDeleteApiToken } from './app/delete-api-token.ts';
import { makeEndSupport } from './app/end-support.ts';
import { makeExchangeLoginToken } from './app/exchange-login-token.ts';
import { makeGetActivation } from './app/get-activation.ts';
import { makeGetProfile } from './app/get-profile.ts';
import { makeGetRecoveryState } from './app/get-recovery-state.ts';
import { companyName } from './app/invitation-views.ts';
import { makeInviteAccountUser } from './app/invite-account-user.ts';
import { makeIssueLoginToken } from './app/issue-login-token.ts';
import { makeListAccountInvitations } from './app/list-account-invitations.ts';
import { makeListAccountUsers } from './app/list-account-users.ts';
import { makeListApiTokens } from './app/list-api-tokens.ts';
import { makeListBrokerApplications } from './app/list-broker-applications.ts';
import { makeListMfaMethods } from './app/list-mfa-methods.ts';
import { makeListMyInvitations } from './app/list-my-invitations.ts';
import { makeListSessions } from './app/list-sessions.ts';
import { makeLogIn } from './app/log-in.ts';
import { makeLogOut } from './app/log-out.ts';
import { makeLookUpInvitationLink } from './app/look-up-invitation-link.ts';
import { makeMembersOfAccount } from './app/members-of-account.ts';
import { makeOpenAccountOnBrand } from './app/open-account-on-brand.ts';
import { makeOpenCustomerAccount } from './app/open-customer-account.ts';
import { makePurgeExpiredCredentials } from './app/purge-expired-credentials.ts';
import { makeReauthenticate } from './app/reauthenticate.ts';
import { makeRemoveAccountUser } from './app/remove-account-user.ts';
import { makeRemoveMfaMethod } from './app/remove-mfa-method.ts';
import { makeRenameApiToken } from './app/rename-api-token.ts';
import { makeRequestRecovery } from './app/request-recovery.ts';
import { makeResetPassword } from './app/reset-password.ts';
import { makeRevokeSession } from './app/revoke-session.ts';
import { makeSendRecoveryCode } from './app/send-recovery-code.ts';
import { makeSetAnniversaryDate } from './app/set-anniversary-date.ts';
import { makeStartSupport } from './app/start-support.ts';
import { makeSearchAccounts } from './app/support-access.ts';
import { makeSwitchAccount } from './app/switch-account.ts';
import { makeUpdateAccountUser } from './app/update-account-user.ts';
import { makeUpdateProfile } from './app/update-profile.ts';
import { makeValidateUsername } from './app/validate-username.ts';
import { makeVerifyMfaMethod } from './app/verify-mfa-method.ts';
import { normaliseEmail } from './domain/user.ts';
import type { AccountBalances } from './ports/account-balances.ts';
import type { BalancePayments } from './ports/balance-payments.ts';
import type { BrandCatalog } from './ports/brand-catalog.ts';
import type { CurrentBaskets } from './ports/current-baskets.ts';
import type { Notifier } from './ports/notifier.ts';
import type { PendingTransfers } from './ports/pending-transfers.ts';
import type { BotCheck, RateLimiter, SecretBox } from './ports/security.ts';

export { basketCurrentBaskets } from './adapters/basket/basket-current-baskets.ts';
export { billingAccountBalances } from './adapters/billing/billing-account-balances.ts';
export { billingBalancePayments } from './adapters/billing/billing-balance-payments.ts';
export { catalogBrandCatalog } from './adapters/catalog/catalog-brand-catalog.ts';
export { DEMO_PASSWORD, demoAccountIdOf, seedDemoLogins } from './adapters/db/demo-logins.ts';
export { portingPendingTransfers } from './adapters/porting/porting-pending-transfers.ts';
export type { NewCustomerAccount } from './app/open-customer-account.ts';
export type { AccountBalances } from './ports/account-balances.ts';
export type { BrandCatalog } from './ports/brand-catalog.ts';
export type { CurrentBaskets } from './ports/current-baskets.ts';
export { accountsEntities };

/** The accounts module: users, accounts, memberships, sessions, MFA, recovery, API tokens. */
export function createAccountsModule(options: {
  orm: Orm;
  clock: Clock;
  brands: BrandCatalog;
  baskets: CurrentBaskets;
  balances: AccountBalances;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** The admin module (built after accounts): staff decisions on broker applications go to its audit log. */
  admin: Parameters<typeof adminBrokerApplicationAudit>[0];
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
  const users = new MikroOrmUserRepository(em);
  const sessions = new MikroOrmSessionRepository(em);
  const directory = new MikroOrmAccountDirectory(em);
  const mfaMethods = new MikroOrmMfaMethodRepository(em);
  const challenges = new MikroOrmMfaChallengeRepository(em);
  const apiTokens = new MikroOrmApiTokenRepository(em);
  const invitations = new MikroOrmInvitationRepository(em);
  const oneTimeTokens = new MikroOrmOneTimeTokenRepository(em);
  const applications = new MikroOrmBrokerApplicationRepository(em);
  const unitOfWork = new MikroOrmUnitOfWork(em);
  const passwords = new Argon2PasswordHasher();
  const tokens = new Sha256TokenVault();
  const codes = new HmacCodeHasher(options.codeKey);
  const totp = new OtplibTotp();
  const commonPasswords = new ZxcvbnCommonPasswords();
  const { clock, tx, rateLimiter, botCheck, secretBox, notifier, securityLog, brands, baskets } = options;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  // What every second-factor step (sign-in, re-authentication, recovery, enrolment) needs.
  const mfa = { mfaMethods, challenges, codes, totp, secretBox, notifier, rateLimiter, securityLog, clock };
  const sessionStart = { sessions, directory, tokens, clock };

  const credentialHolders = sqlCredentialHolders(em);
  const authenticateSession = makeAuthenticateSession({ credentialHolders, sessions, tokens, clock, tx });
  const authenticateApiToken = makeAuthenticateApiToken({
    credentialHolders,
    apiTokens,
    tokens,
    unitOfWork,
    clock,
    tx,
  });
  const purge = makePurgeExpiredCredentials({ sessions, clock, tx });
  const issueLoginToken = makeIssueLoginToken({ oneTimeTokens, tokens, clock });
  const audit = adminBrokerApplicationAudit(options.admin);
  const brokerApplications = {
    applyToSell: makeApplyToSell({ applications, directory, users, clock, tx }),
    listBrokerApplications: makeListBrokerApplications({ applications }),
    decideBrokerApplication: makeDecideBrokerApplication({
      applications,
      clock,
      tx,
      audit,
    }),
  };
  const supportAccess = {
    searchAccounts: makeSearchAccounts({ search: sqlAccountSearch(em) }),
    startSupport: makeStartSupport({ directory, audit, tx }),
    endSupport: makeEndSupport({ directory, sessions, apiTokens, audit, tx }),
  };
  const authenticator: Authenticator = {
    fromSessionToken: (token) => authenticateSession(token),
    fromApiToken: (token) => authenticateApiToken(token),
    stillValid: makeCredentialStillValid({ sessions, apiTokens, clock, tx }),
  };
  const http: AccountsHttpDeps = {
    logIn: makeLogIn({ ...mfa, ...sessionStart, users, passwords, botCheck, tx }),
    logOut: makeLogOut({ sessions, tokens, tx }),
    authenticateSession,
    switchAccount: makeSwitchAccount({ sessions, directory, tokens, unitOfWork, clock, tx }),
    reauthenticate: makeReauthenticate({ ...mfa, users, sessions, passwords, tokens, unitOfWork, tx }),
    listSessions: makeListSessions({ sessions, clock }),
    revokeSession: makeRevokeSession({ sessions, tx }),
    exchangeLoginToken: makeExchangeLoginToken({ ...sessionStart, oneTimeTokens, rateLimiter, tx }),
    requestRecovery: makeRequestRecovery({
      users,
      oneTimeTokens,
      tokens,
      notifier,
      rateLimiter,
      botCheck,
      clock,
      tx,
      publicUrl,
    }),
    getRecoveryState: makeGetRecoveryState({ oneTimeTokens, mfaMethods, tokens, rateLimiter, clock, tx }),
    sendRecoveryCode: makeSendRecoveryCode({ ...mfa, users, oneTimeTokens, tokens, tx }),
    resetPassword: makeResetPassword({
      ...mfa,
      users,
      oneTimeTokens,
      sessions,
      apiTokens,
      tokens,
      passwords,
      commonPasswords,
      unitOfWork,
      tx,
    }),
    getProfile: makeGetProfile({ users, directory, brands, baskets, balances: options.balances }),
    updateProfile: makeUpdateProfile({
      users,
      directory,
      sessions,
      passwords,
      commonPasswords,
      rateLimiter,
      apiTokens,
      securityLog,
      unitOfWork,
      clock,
      tx,
    }),
    validateUsername: makeValidateUsername({ users, rateLimiter, clock }),
    listMfaMethods: makeListMfaMethods({ mfaMethods }),
    addMfaMethod: makeAddMfaMethod({ ...mfa, users, tx }),
    verifyMfaMethod: makeVerifyMfaMethod({ ...mfa, users, sessions, unitOfWork, tx }),
    removeMfaMethod: makeRemoveMfaMethod({ mfaMethods, sessions, clock, tx }),
    listApiTokens: makeListApiTokens({ apiTokens, clock }),
    createApiToken: makeCreateApiToken({ apiTokens, tokens, securityLog, clock, tx }),
    renameApiToken: makeRenameApiToken({ apiTokens, unitOfWork, clock, tx }),
    deleteApiToken: makeDeleteApiToken({ apiTokens, securityLog, tx }),
    listAccountUsers: makeListAccountUsers({ directory, users }),
    updateAccountUser: makeUpdateAccountUser({ directory, users, unitOfWork, tx }),
    removeAccountUser: makeRemoveAccountUser({ directory, users, sessions, apiTokens, tx }),
    inviteAccountUser: makeInviteAccountUser({
      invitations,
      users,
      directory,
      tokens,
      notifier,
      rateLimiter,
      clock,
      tx,
      publicUrl,
    }),
    listAccountInvitations: makeListAccountInvitations({ invitations, clock }),
    cancelInvitation: makeCancelInvitation({ invitations, tx }),
    listMyInvitations: makeListMyInvitations({ invitations, users, directory, clock }),
    lookUpInvitationLink: makeLookUpInvitationLink({
      invitations,
      users,
      directory,
      tokens,
      rateLimiter,
      clock,
      tx,
    }),
    acceptInvitation: makeAcceptInvitation({
      invitations,
      users,
      directory,
      tokens,
      passwords,
      commonPasswords,
      rateLimiter,
      unitOfWork,
      clock,
      tx,
    }),
    cookieName: options.cookieName,
    secureCookies: options.secureCookies,
    clientIp: options.clientIp,
  };
  return {
    authenticator,
    purgeExpiredCredentials: purge,
    /** For checkout and offers: a single-use link token that signs the new customer in. */
    issueLoginToken,
    /** For checkout: a guest's account and its admin user. Runs in the caller's transaction. */
    openCustomerAccount: makeOpenCustomerAccount({ users, directory, passwords, commonPasswords, clock }),
    /** For checkout: a member's role in an account and the account's address, anniversary and credit limit. */
    accountHolder: makeAccountHolder({ users, directory }),
    /** For recurring billing: an account's brand, anniversary, credit limit and members; accounts with anniversaries. */
    billing: {
      account: makeBillingAccount({ users, directory }),
      accountsWithAnniversary: accountsWithAnniversary(em),
    },
    /** For checkout: whether a user has this email (no rate limit: the caller is not a guessing form). */
    isEmailInUse: async (email: string) => (await users.byEmail(normaliseEmail(email))) !== null,
    /** For messaging's port-out mails: the emails of an account's admins. */
    accountAdminEmails: makeAccountAdminEmails({ users, directory }),
    /** For change-brand: a new account on another brand with the user as its admin. Caller's transaction. */
    openAccountOnBrand: makeOpenAccountOnBrand({ directory, clock }),
    /** For change-brand: the accounts where the user is an admin. */
    adminAccountsOfUser: makeAdminAccountsOfUser({ directory }),
    /** For the anniversary-date change: the account's new anniversary date. Caller's transaction. */
    setAnniversaryDate: makeSetAnniversaryDate({ directory, unitOfWork }),
    /** For messaging: an account's members (userId, role, email, firstName), oldest first. */
    membersOfAccount: makeMembersOfAccount({ users, directory }),
    /** For the admin home: broker applications waiting for staff. */
    pendingBrokerApplicationCount: () => applications.countPending(),
    /** For the admin module's "Who" column: a user's sign-in email, or null. */
    userEmail: async (userId: number) => (await users.byId(userId))?.email ?? null,
    /** For ownership transfers: an account's brand and company name (as others may see it), or null. */
    accountSummary: async (accountId: number) => {
      const account = await directory.accountById(accountId);
      return account ? { accountId, company: companyName(account), brandingId: account.brandingId } : null;
    },
    /** For brokerage: whether the account sells through us (sellersAdmin 'Y', set when staff approve it). */
    isBroker: async (accountId: number) => (await directory.accountById(accountId))?.sellersAdmin === true,
    /** For ownership transfers: the accounts a user belongs to, with their role, brand and company name. */
    accountsOfUser: async (userId: number) =>
      (await directory.membershipsOfUser(userId)).flatMap(({ membership, account }) =>
        // Support access (docs/adr/0080) is not where numbers sent to a staff user's email may go.
        membership.support
          ? []
          : [
              {
                accountId: account.id,
                company: companyName(account),
                brandingId: account.brandingId,
                role: membership.role,
              },
            ],
      ),
    jobs: accountsJobs({ purge, cron: options.purgeCron }),
    /** /account/activate's routes (docs/adr/0040), built once porting and billing exist. */
    activation: (deps: { transfers: PendingTransfers; payments: BalancePayments }) => {
      const base = { directory, users, balances: options.balances, transfers: deps.transfers, unitOfWork };
      const routes = {
        getActivation: makeGetActivation(base),
        activateAccount: makeActivateAccount({ ...base, payments: deps.payments, clock, tx }),
        completeAccountTransfer: makeCompleteAccountTransfer({ ...base, clock, tx }),
      };
      return { mount: (app: OpenAPIHono<AppEnv>) => mountActivationRoutes(app, routes) };
    },
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountSessionRoutes(app, http);
      mountSignedInSessionRoutes(app, http);
      mountRecoveryRoutes(app, http);
      mountProfileRoutes(app, http);
      mountApiTokenRoutes(app, http);
      mountAccountUserRoutes(app, http);
      mountInvitationRoutes(app, http);
      mountBrokerApplicationRoutes(app, brokerApplications);
      mountSupportAccessRoutes(app, supportAccess);
    },
  };
}

/** What other modules' adapters may use of accounts (they declare the ports they need in their own ports/). */
export type AccountsModule = ReturnType<typeof createAccountsModule>;
