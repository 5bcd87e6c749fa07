import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Orm } from '../../platform/db/orm.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { referenceBrandCatalog } from './adapters/reference-brand-catalog.ts';

export { createCatalogDemoSeed } from './adapters/db/demo-inventory.ts';
export { catalogEntities } from './adapters/db/inventory.mapping.ts';
export type { BrandCatalogFacade } from './catalog.facade.ts';

/** The catalog module: brands, plans and prices now; inventory search arrives with its own issue. */
export function createCatalogModule(_options: { orm: Orm }) {
  return {
    brands: referenceBrandCatalog,
    brandCatalog: referenceBrandCatalog,
    mount: (_app: OpenAPIHono<AppEnv>) => {},
  };
}
