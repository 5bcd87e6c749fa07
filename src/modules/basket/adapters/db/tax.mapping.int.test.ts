import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import { MikroOrmTaxEstimateCache } from './mikro-orm-tax-estimate-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const estimates = {
  oneTime: { taxableAmount: 4_900, totalTax: 196 },
  portIn: { taxableAmount: 0, totalTax: 0 },
  monthly: { taxableAmount: 200, totalTax: 17 },
};

describe('MikroOrmTaxEstimateCache', () => {
  it('answers a kept estimate until it expires, replaces it on save, and purges it once expired', async () => {
    const cache = new MikroOrmTaxEstimateCache(() => t.orm.em.fork());
    await withContext(t.orm, async () => {
      await cache.save(
        'rates:abc',
        { estimates, estimatedAt: at('2026-11-24T12:00:00Z') },
        at('2026-11-24T13:00:00Z'),
      );
      expect(await cache.find('rates:abc', at('2026-11-24T12:59:59Z'))).toEqual({
        estimates,
        estimatedAt: at('2026-11-24T12:00:00Z'),
      });
      expect(await cache.find('rates:abc', at('2026-11-24T13:00:00Z'))).toBeNull();
      expect(await cache.find('stripe:abc', at('2026-11-24T12:00:00Z'))).toBeNull();

      await cache.save(
        'rates:abc',
        { estimates, estimatedAt: at('2026-11-24T13:30:00Z') },
        at('2026-11-24T14:30:00Z'),
      );
      expect((await cache.find('rates:abc', at('2026-11-24T14:00:00Z')))?.estimatedAt).toEqual(
        at('2026-11-24T13:30:00Z'),
      );
      expect(await cache.purgeExpired(at('2026-11-24T14:00:00Z'))).toBe(0);
      expect(await cache.purgeExpired(at('2026-11-24T14:30:00Z'))).toBe(1);
    });
  });
});
