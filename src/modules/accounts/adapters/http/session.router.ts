import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { ZodError } from 'zod';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { invalidRequest, validationFailed } from '../../../../platform/http/errors.ts';
import { requireSession } from '../../../../platform/http/guards.ts';
import type { AccountsHttpDeps } from './http-deps.ts';
import {
  initiateMfa,
  LoginBody,
  logIn,
  logOut,
  openSessionFromToken,
  reauthenticate,
  SwitchAccountBody,
} from './session.contract.ts';
import { deviceOf, postLoginUrlFor, setSessionCookie } from './session-cookie.ts';

/**
 * The body is a sign-in or an account switch depending on `?switchAccount`; report the field errors
 * of that shape rather than zod's "matches neither" for the union.
 */
const bodyErrorsOfTheChosenMode = (
  result: { success: boolean; data?: unknown; error?: ZodError; target: string },
  c: Context<AppEnv>,
): Response | undefined => {
  if (result.success) return;
  if (result.target !== 'json' || !result.error) return validationFailed(c, result.error!);
  const schema = c.req.query('switchAccount') === 'true' ? SwitchAccountBody : LoginBody;
  const specific = schema.safeParse(result.data);
  return validationFailed(c, specific.success ? result.error : specific.error);
};

export function mountSessionRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(
    logIn,
    async (c) => {
      if (c.req.valid('query').switchAccount === 'true') {
        const caller = requireSession(c);
        const body = SwitchAccountBody.safeParse(c.req.valid('json'));
        if (!body.success) throw invalidRequest(body.error);
        const switched = await deps.switchAccount({
          sessionId: caller.credentialId,
          userId: caller.userId,
          accountId: body.data.accountId,
          device: deviceOf(c, deps),
        });
        setSessionCookie(c, deps, switched, switched.remember);
        return c.json(
          {
            result: 'success' as const,
            isMfaRequired: false,
            accountId: switched.accountId,
            expireDate: switched.expiresAt.toISOString(),
          },
          200,
        );
      }
      const parsed = LoginBody.safeParse(c.req.valid('json'));
      if (!parsed.success) throw invalidRequest(parsed.error);
      const result = await deps.logIn({
        ...parsed.data,
        brandingId: c.get('brandingId'),
        ip: deps.clientIp(c),
        userAgent: c.req.header('user-agent'),
        replacesSessionToken: getCookie(c, deps.cookieName),
      });
      if (result.kind === 'mfa') {
        const { kind: _, ...mfa } = result;
        return c.json({ ...mfa, isMfaRequired: true }, 200);
      }
      setSessionCookie(c, deps, result, parsed.data.remember);
      return c.json(
        {
          result: 'success' as const,
          isMfaRequired: false,
          postLoginUrl: postLoginUrlFor(result.role),
          accountId: result.accountId,
          expireDate: result.expiresAt.toISOString(),
        },
        200,
      );
    },
    bodyErrorsOfTheChosenMode as never,
  );

  app.openapi(openSessionFromToken, async (c) => {
    const { token } = c.req.valid('param');
    const started = await deps.exchangeLoginToken({
      token,
      brandingId: c.get('brandingId'),
      ip: deps.clientIp(c),
      device: deviceOf(c, deps),
      replacesSessionToken: getCookie(c, deps.cookieName),
    });
    setSessionCookie(c, deps, started, false);
    return c.json(
      {
        result: 'success' as const,
        isMfaRequired: false,
        postLoginUrl: postLoginUrlFor(started.role),
        accountId: started.accountId,
        expireDate: started.expiresAt.toISOString(),
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

  app.openapi(reauthenticate, async (c) => {
    const caller = requireSession(c);
    const result = await deps.reauthenticate({
      ...c.req.valid('json'),
      sessionId: caller.credentialId,
      userId: caller.userId,
      device: deviceOf(c, deps),
    });
    if (result.kind === 'mfa') {
      const { kind: _, ...mfa } = result;
      return c.json(mfa, 200);
    }
    setSessionCookie(c, deps, result, result.remember);
    return c.json({ result: 'success' as const, authenticatedAt: result.authenticatedAt.toISOString() }, 200);
  });

  app.openapi(initiateMfa, async (c) => {
    const body = c.req.valid('json');
    const mfaMethod = await deps.sendRecoveryCode({
      token: body.token,
      mfaMethodId: body.mfaMethodId,
      ip: deps.clientIp(c),
    });
    return c.json({ mfaMethod }, 200);
  });
}
