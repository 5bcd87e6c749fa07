import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { rememberBasket } from '../../../../platform/http/basket-cookie.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeAddItem } from '../../app/add-item.ts';
import type { makeChangeItem } from '../../app/change-item.ts';
import type { makeCreateBasket } from '../../app/create-basket.ts';
import type { makeGetBasket } from '../../app/get-basket.ts';
import type { makeRemoveItem } from '../../app/remove-item.ts';
import type { BasketUser } from '../../domain/basket.ts';
import type { BasketData } from '../../domain/basket-data.ts';
import {
  addBasketItem,
  changeBasketItem,
  createBasket,
  getBasket,
  removeBasketItem,
} from './basket.contract.ts';

export interface BasketHttpDeps {
  createBasket: ReturnType<typeof makeCreateBasket>;
  getBasket: ReturnType<typeof makeGetBasket>;
  addItem: ReturnType<typeof makeAddItem>;
  changeItem: ReturnType<typeof makeChangeItem>;
  removeItem: ReturnType<typeof makeRemoveItem>;
  secureCookies: boolean;
  clientIp: (c: Context) => string;
}

/** The site's brand (its host) and the signed-in caller's account; guests have none. */
export function basketUserOf(c: Context<AppEnv>): BasketUser {
  const caller = c.get('caller');
  return {
    brandingId: c.get('brandingId'),
    accountId: caller.kind === 'member' ? caller.accountId : null,
    isEmployee: caller.kind === 'member' && caller.isEmployee,
  };
}

export function mountBasketRoutes(app: OpenAPIHono<AppEnv>, deps: BasketHttpDeps) {
  app.openapi(createBasket, async (c) => {
    // The body is optional: without one, valid('json') has nothing to answer.
    const data = (c.req.valid('json') as { data?: BasketData } | undefined)?.data ?? {};
    const basket = await deps.createBasket(basketUserOf(c), deps.clientIp(c), data);
    rememberBasket(c, basket.uuid, { secure: deps.secureCookies });
    return c.json(basket, 201);
  });

  app.openapi(getBasket, async (c) =>
    c.json(await deps.getBasket(c.req.valid('param').uuid, basketUserOf(c)), 200),
  );

  app.openapi(addBasketItem, async (c) => {
    const body = c.req.valid('json');
    const item = await deps.addItem({
      basketUuid: body.basketUuid,
      tn: body.tn,
      mode: body.mode,
      planId: body.plan,
      billingPeriod: body.billingPeriod,
      data: body.data,
      user: basketUserOf(c),
      ip: deps.clientIp(c),
    });
    return c.json(item, 201);
  });

  app.openapi(changeBasketItem, async (c) => {
    const body = c.req.valid('json');
    const item = await deps.changeItem({
      basketUuid: c.req.valid('query').basketUuid,
      itemId: c.req.valid('param').id,
      planId: body.plan,
      billingPeriod: body.billingPeriod,
      user: basketUserOf(c),
    });
    return c.json(item, 200);
  });

  app.openapi(removeBasketItem, async (c) => {
    const basket = await deps.removeItem({
      basketUuid: c.req.valid('query').basketUuid,
      itemId: c.req.valid('param').id,
      user: basketUserOf(c),
    });
    return c.json(basket, 200);
  });
}
