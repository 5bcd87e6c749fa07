import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { makeChangeAnniversaryDate } from '../../app/change-anniversary-date.ts';
import { makeChangeBrand } from '../../app/change-brand.ts';
import { makeChangeBrandOptions } from '../../app/change-brand-options.ts';
import { makePreviewAnniversaryChange } from '../../app/preview-anniversary-change.ts';
import type { BillableLines } from '../../ports/billable-lines.ts';
import type { BillingPrices } from '../../ports/billing-sources.ts';
import type { BrandPlans, ConversionAccounts, ConversionNumbers } from '../../ports/brand-conversion.ts';
import type { LedgerRepository } from '../../ports/ledger-repository.ts';
import type { RecurringChargeRepository } from '../../ports/recurring-charge-repository.ts';
import { mountAnniversaryDateRoutes } from '../http/anniversary-date.router.ts';
import { mountChangeBrandRoutes } from '../http/change-brand.router.ts';

/** What change-brand and the anniversary-date change need of other modules (see ports/brand-conversion.ts). */
export interface AccountChangePorts {
  accounts: ConversionAccounts;
  numbers: ConversionNumbers;
  plans: BrandPlans;
}

export interface AccountChangeDeps {
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  clock: Clock;
  billableLines: BillableLines;
  prices: BillingPrices;
  ledger: LedgerRepository;
  charges: RecurringChargeRepository;
}

/** Change-brand and the anniversary-date change (docs/adr/0039), wired once the other modules exist. */
export function accountChangeUseCases(deps: AccountChangeDeps, ports: AccountChangePorts) {
  const changeBrand = makeChangeBrand({ ...ports, tx: deps.tx });
  const changeBrandOptions = makeChangeBrandOptions(ports);
  const previewAnniversaryChange = makePreviewAnniversaryChange(deps);
  const changeAnniversaryDate = makeChangeAnniversaryDate({
    ...deps,
    ...ports,
    preview: previewAnniversaryChange,
  });
  return {
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountChangeBrandRoutes(app, { changeBrand, changeBrandOptions });
      mountAnniversaryDateRoutes(app, { previewAnniversaryChange, changeAnniversaryDate });
    },
  };
}
