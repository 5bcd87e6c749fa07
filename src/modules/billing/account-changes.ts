import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../platform/http/env.ts';
import { mountChangeBrandRoutes } from './adapters/http/change-brand.router.ts';
import { makeChangeBrand } from './app/change-brand.ts';
import { makeChangeBrandOptions } from './app/change-brand-options.ts';
import type { BrandPlans, ConversionAccounts, ConversionNumbers } from './ports/brand-conversion.ts';

/** What change-brand and the anniversary-date change need of other modules (see ports/brand-conversion.ts). */
export interface AccountChangePorts {
  accounts: ConversionAccounts;
  numbers: ConversionNumbers;
  plans: BrandPlans;
}

export interface AccountChangeDeps {
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Change-brand and the anniversary-date change (docs/adr/0039), wired once the other modules exist. */
export function accountChangeUseCases(deps: AccountChangeDeps, ports: AccountChangePorts) {
  const changeBrand = makeChangeBrand({ ...ports, tx: deps.tx });
  const changeBrandOptions = makeChangeBrandOptions(ports);
  return {
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountChangeBrandRoutes(app, { changeBrand, changeBrandOptions });
    },
  };
}
