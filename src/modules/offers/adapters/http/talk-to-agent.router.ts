import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { rememberedBasket } from '../../../../platform/http/basket-cookie.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeTalkToAgent } from '../../app/talk-to-agent.ts';
import { talkToAgent } from './talk-to-agent.contract.ts';

export interface TalkToAgentHttpDeps {
  talkToAgent: ReturnType<typeof makeTalkToAgent>;
  clientIp: (c: Context) => string;
}

export function mountTalkToAgentRoutes(app: OpenAPIHono<AppEnv>, deps: TalkToAgentHttpDeps) {
  app.openapi(talkToAgent, async (c) => {
    const body = c.req.valid('json');
    const caller = c.get('caller');
    const answer = await deps.talkToAgent({
      type: body.type,
      tn: body.tn,
      name: body.name,
      email: body.email,
      phone: body.phone,
      comments: body.comments,
      negotiationId: body.negotiationId ?? null,
      tag: body.tag || null,
      recaptchaToken: body.recaptchaToken,
      brandingId: c.get('brandingId'),
      author: caller.kind === 'member' ? { accountId: caller.accountId, userId: caller.userId } : null,
      ip: deps.clientIp(c),
      basketUuid: rememberedBasket(c),
    });
    return c.json(answer, 201);
  });
}
