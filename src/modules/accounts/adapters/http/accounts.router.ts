import type { OpenAPIHono } from '@hono/zod-openapi';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeGetProfile } from '../../app/get-profile.ts';
import type { makeLogIn } from '../../app/log-in.ts';
import type { makeLogOut } from '../../app/log-out.ts';
import { getProfile, logIn, logOut } from './accounts.contract.ts';

export interface AccountsHttpDeps {
  logIn: ReturnType<typeof makeLogIn>;
  logOut: ReturnType<typeof makeLogOut>;
  getProfile: ReturnType<typeof makeGetProfile>;
  cookieName: string;
  secureCookies: boolean;
}

export function mountAccountsRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(logIn, async (c) => {
    const body = c.req.valid('json');
    const result = await deps.logIn({ ...body, brandingId: c.get('brandingId') });
    setCookie(c, deps.cookieName, result.sessionToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.secureCookies,
      ...(body.remember ? { expires: result.expiresAt } : {}),
    });
    const postLoginUrl = result.role === 'admin' ? '/account/numbers' : '/account/profile';
    return c.json(
      {
        result: 'success' as const,
        postLoginUrl,
        isMfaRequired: false,
        expireDate: result.expiresAt.toISOString(),
      },
      200,
    );
  });

  app.openapi(logOut, async (c) => {
    const { token } = c.req.valid('param');
    const sessionToken = token === 'current' ? getCookie(c, deps.cookieName) : token;
    if (sessionToken) await deps.logOut(sessionToken);
    deleteCookie(c, deps.cookieName, { path: '/', secure: deps.secureCookies });
    return c.body(null, 204);
  });

  app.openapi(getProfile, async (c) => c.json(await deps.getProfile(c.get('caller')), 200));
}
