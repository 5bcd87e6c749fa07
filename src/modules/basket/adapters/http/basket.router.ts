import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { affiliateVisit } from '../../../../platform/http/affiliate-cookie.ts';
import { rememberBasket } from '../../../../platform/http/basket-cookie.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeAddAdminItem } from '../../app/add-admin-item.ts';
import type { makeAddItem } from '../../app/add-item.ts';
import type { makeAddPortIn } from '../../app/add-port-in.ts';
import type { makeAddSeat } from '../../app/add-seat.ts';
import type { makeChangeItem } from '../../app/change-item.ts';
import type { makeCreateBasket } from '../../app/create-basket.ts';
import type { makeCreateWidgetBasket } from '../../app/create-widget-basket.ts';
import type { makeGetBasket } from '../../app/get-basket.ts';
import type { makeRemoveItem } from '../../app/remove-item.ts';
import type { makeUpdateBasketData } from '../../app/update-basket-data.ts';
import type { BasketUser } from '../../domain/basket.ts';
import type { BasketData } from '../../domain/basket-data.ts';
import { addAdminBasketItem } from './admin-item.contract.ts';
import {
  addBasketItem,
  changeBasketItem,
  createBasket,
  getBasket,
  removeBasketItem,
  updateBasket,
} from './basket.contract.ts';
import { createWidgetBasket } from './widget-basket.contract.ts';

export interface BasketHttpDeps {
  createBasket: ReturnType<typeof makeCreateBasket>;
  /** Absent without brokerage's widgets (tests of the basket alone): the route is not mounted. */
  createWidgetBasket?: ReturnType<typeof makeCreateWidgetBasket> | undefined;
  getBasket: ReturnType<typeof makeGetBasket>;
  addItem: ReturnType<typeof makeAddItem>;
  changeItem: ReturnType<typeof makeChangeItem>;
  removeItem: ReturnType<typeof makeRemoveItem>;
  updateBasketData: ReturnType<typeof makeUpdateBasketData>;
  addPortIn: ReturnType<typeof makeAddPortIn>;
  addSeat: ReturnType<typeof makeAddSeat>;
  /** Staff's admin add-number (spec 2). */
  addAdminItem: ReturnType<typeof makeAddAdminItem>;
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
    const basket = await deps.createBasket(basketUserOf(c), deps.clientIp(c), data, affiliateVisit(c));
    rememberBasket(c, basket.uuid, { secure: deps.secureCookies });
    return c.json(basket, 201);
  });

  const { createWidgetBasket: openWidgetBasket } = deps;
  if (openWidgetBasket)
    app.openapi(createWidgetBasket, async (c) => {
      const basket = await openWidgetBasket({
        widgetToken: c.req.valid('param').token,
        user: basketUserOf(c),
        ip: deps.clientIp(c),
      });
      return c.json(basket, 201);
    });

  app.openapi(getBasket, async (c) =>
    c.json(await deps.getBasket(c.req.valid('param').uuid, basketUserOf(c)), 200),
  );

  app.openapi(updateBasket, async (c) => {
    const { data } = c.req.valid('json');
    const basket = await deps.updateBasketData({
      basketUuid: c.req.valid('param').uuid,
      data: data as BasketData,
      user: basketUserOf(c),
    });
    return c.json(basket, 200);
  });

  app.openapi(addBasketItem, async (c) => {
    const body = c.req.valid('json');
    const user = basketUserOf(c);
    const common = {
      basketUuid: body.basketUuid,
      planId: body.plan,
      billingPeriod: body.billingPeriod,
      user,
    };
    // The contract requires tn for every type but the seats.
    const tn = body.tn ?? '';
    if (body.type === 'user' || body.type === 'admin')
      return c.json(await deps.addSeat({ basketUuid: body.basketUuid, type: body.type, user }), 201);
    if (body.type === 'portIn' || body.type === 'lnp')
      return c.json(await deps.addPortIn({ ...common, tn, data: body.data, ip: deps.clientIp(c) }), 201);
    const { query, sectionName, page, position, negotiationUUID } = body.data ?? {};
    const item = await deps.addItem({
      ...common,
      tn,
      mode: body.mode,
      negotiationUuid: negotiationUUID,
      promotion: body.promotion,
      data: body.data && { query, sectionName, page, position },
      ip: deps.clientIp(c),
    });
    return c.json(item, 201);
  });

  app.openapi(addAdminBasketItem, async (c) => {
    // Staff only, in a web session: an API token or a customer is refused with 403 before anything is read.
    const staff = requireStaff(c);
    const { basketUuid, ...form } = c.req.valid('json');
    const item = await deps.addAdminItem({
      ...form,
      basketUuid,
      user: basketUserOf(c),
      staffUserId: staff.userId,
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
