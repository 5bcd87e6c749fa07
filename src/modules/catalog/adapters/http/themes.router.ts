import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeAddThemePattern } from '../../app/add-theme-pattern.ts';
import type { makeCreateTheme } from '../../app/create-theme.ts';
import type { makeGetTheme } from '../../app/get-theme.ts';
import type { makeListThemes } from '../../app/list-themes.ts';
import type { makeRemoveTheme } from '../../app/remove-theme.ts';
import type { makeRemoveThemePattern } from '../../app/remove-theme-pattern.ts';
import type { makeUpdateTheme } from '../../app/update-theme.ts';
import {
  addThemePattern,
  createTheme,
  deleteTheme,
  deleteThemePattern,
  getTheme,
  listThemes,
  themeList,
  updateTheme,
} from './themes.contract.ts';

export interface ThemeRouteDeps {
  list: ReturnType<typeof makeListThemes>;
  get: ReturnType<typeof makeGetTheme>;
  create: ReturnType<typeof makeCreateTheme>;
  update: ReturnType<typeof makeUpdateTheme>;
  remove: ReturnType<typeof makeRemoveTheme>;
  addPattern: ReturnType<typeof makeAddThemePattern>;
  removePattern: ReturnType<typeof makeRemoveThemePattern>;
}

export function mountThemeRoutes(app: OpenAPIHono<AppEnv>, deps: { themes: ThemeRouteDeps }) {
  const { themes } = deps;

  app.openapi(listThemes, async (c) => {
    requireStaff(c);
    return c.json(await themes.list(themeList.parse(c.req.queries())), 200);
  });

  app.openapi(getTheme, async (c) => {
    requireStaff(c);
    return c.json(await themes.get(c.req.valid('param').id), 200);
  });

  app.openapi(createTheme, async (c) => {
    const staff = requireStaff(c);
    return c.json(await themes.create(c.req.valid('json'), staff.userId), 201);
  });

  app.openapi(updateTheme, async (c) => {
    const staff = requireStaff(c);
    return c.json(await themes.update(c.req.valid('param').id, c.req.valid('json'), staff.userId), 200);
  });

  app.openapi(deleteTheme, async (c) => {
    const staff = requireStaff(c);
    await themes.remove(c.req.valid('param').id, staff.userId);
    return c.body(null, 204);
  });

  app.openapi(addThemePattern, async (c) => {
    const staff = requireStaff(c);
    return c.json(await themes.addPattern({ ...c.req.valid('json'), staffUserId: staff.userId }), 201);
  });

  app.openapi(deleteThemePattern, async (c) => {
    const staff = requireStaff(c);
    await themes.removePattern(c.req.valid('param').id, staff.userId);
    return c.body(null, 204);
  });
}
