import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountPriceFactor, PricingOverride } from '../../domain/pricing-override.ts';
import { AccountPriceFactorSchema, PricingOverrideSchema } from './inventory.mapping.ts';

/** The brand 2 demo account's agreed prices (README): 20% off numbers, its default plan at $3.95 a month. */
export const DEMO_ACCOUNT_PRICING = { discountBp: 2_000, planId: 10, mrcCents: 395 } as const;

/** Seeds the demo account's number discount and plan override; skips an account that has either already. */
export async function seedDemoAccountPricing(em: EntityManager, accountId: number): Promise<number> {
  const has =
    (await em.count(AccountPriceFactorSchema, { accountId })) +
    (await em.count(PricingOverrideSchema, { accountId }));
  if (has) return 0;
  const { discountBp, planId, mrcCents } = DEMO_ACCOUNT_PRICING;
  await em
    .persist([
      new AccountPriceFactor(accountId, discountBp),
      new PricingOverride({ accountId, type: 'mrc', planId, amountCents: mrcCents }),
    ])
    .flush();
  return 2;
}
