import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { Authenticator } from '../../platform/http/caller.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { Argon2PasswordHasher, Sha256TokenVault } from './adapters/crypto/node-secrets.ts';
import { accountsEntities } from './adapters/db/accounts.mapping.ts';
import {
  MikroOrmAccountDirectory,
  MikroOrmSessionRepository,
  MikroOrmUserRepository,
} from './adapters/db/mikro-orm-accounts.ts';
import { mountAccountsRoutes } from './adapters/http/accounts.router.ts';
import { accountsJobs } from './adapters/jobs/accounts.jobs.ts';
import { makeAuthenticateSession } from './app/authenticate-session.ts';
import type { AccountsDeps } from './app/deps.ts';
import { makeGetProfile } from './app/get-profile.ts';
import { makeLogIn } from './app/log-in.ts';
import { makeLogOut } from './app/log-out.ts';
import { makePurgeExpiredCredentials } from './app/purge-expired-credentials.ts';
import type { BrandCatalog } from './ports/brand-catalog.ts';

export { DEMO_PASSWORD, demoAccountIdOf, seedDemoLogins } from './adapters/db/demo-logins.ts';
export type { BrandCatalog } from './ports/brand-catalog.ts';
export { accountsEntities };

/** The accounts module: users, accounts, memberships and sessions. */
export function createAccountsModule(options: {
  orm: Orm;
  clock: Clock;
  brands: BrandCatalog;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  cookieName: string;
  secureCookies: boolean;
  purgeCron: string;
}) {
  const em = () => currentEm(options.orm);
  const deps: AccountsDeps = {
    users: new MikroOrmUserRepository(em),
    sessions: new MikroOrmSessionRepository(em),
    directory: new MikroOrmAccountDirectory(em),
    passwords: new Argon2PasswordHasher(),
    tokens: new Sha256TokenVault(),
    brands: options.brands,
    clock: options.clock,
    tx: options.tx,
  };
  const authenticateSession = makeAuthenticateSession(deps);
  const purge = makePurgeExpiredCredentials(deps);
  const authenticator: Authenticator = {
    fromSessionToken: (token) => authenticateSession(token),
    // API tokens arrive with the accounts issue; until then no bearer token is valid.
    fromApiToken: async () => null,
  };
  return {
    authenticator,
    purgeExpiredCredentials: purge,
    jobs: accountsJobs({ purge, cron: options.purgeCron }),
    mount: (app: OpenAPIHono<AppEnv>) =>
      mountAccountsRoutes(app, {
        logIn: makeLogIn(deps),
        logOut: makeLogOut(deps),
        getProfile: makeGetProfile(deps),
        cookieName: options.cookieName,
        secureCookies: options.secureCookies,
      }),
  };
}
