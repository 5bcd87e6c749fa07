import type { OpenAPIHono } from '@hono/zod-openapi';
import { isMember } from '../../../../platform/http/caller.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireSession, requireSessionAdmin } from '../../../../platform/http/guards.ts';
import type { AccountsHttpDeps } from './http-deps.ts';
import {
  acceptInvitationLink,
  acceptMyInvitation,
  cancelAccountInvitation,
  getInvitationLink,
  listAccountInvitations,
  listMyInvitations,
} from './invitations.contract.ts';

export function mountInvitationRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(listAccountInvitations, async (c) => {
    const { $skip, $limit } = c.req.valid('query');
    return c.json(
      await deps.listAccountInvitations(requireSessionAdmin(c), { limit: $limit, offset: $skip }),
      200,
    );
  });

  app.openapi(cancelAccountInvitation, async (c) => {
    await deps.cancelInvitation(requireSessionAdmin(c), c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(listMyInvitations, async (c) =>
    c.json({ data: await deps.listMyInvitations(requireSession(c)) }, 200),
  );

  app.openapi(acceptMyInvitation, async (c) => {
    const caller = requireSession(c);
    return c.json(await deps.acceptInvitation({ caller, id: c.req.valid('param').id }), 200);
  });

  app.openapi(getInvitationLink, async (c) => {
    const { token } = c.req.valid('param');
    return c.json(await deps.lookUpInvitationLink({ token, ip: deps.clientIp(c) }), 200);
  });

  app.openapi(acceptInvitationLink, async (c) => {
    // A guest may accept as a new person; a signed-in caller must be the invitee, on the web.
    const caller = isMember(c.get('caller')) ? requireSession(c) : null;
    const { token } = c.req.valid('param');
    const body = c.req.valid('json');
    return c.json(await deps.acceptInvitation({ caller, token, ip: deps.clientIp(c), ...body }), 200);
  });
}
