import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { isDomainError } from '../../../shared/domain-error.ts';
import { InMemoryResellerSettings } from '../testing/in-memory-reseller-settings.ts';
import { makeChangeResellerSettings } from './change-reseller-settings.ts';
import { makeGetResellerSettings } from './get-reseller-settings.ts';

const BROKER = 7;
const COMPANY = { name: 'Acme Numbers', url: 'https://acme.example', email: 'sales@acme.example' };

function world() {
  const resellers = new InMemoryResellerSettings();
  let n = 0;
  const deps = {
    resellers,
    newToken: () => `token${++n}`.padEnd(24, '0'),
    clock: new FixedClock('2026-11-28T12:00:00Z'),
    tx: <T>(work: () => Promise<T>) => work(),
  };
  return { resellers, change: makeChangeResellerSettings(deps), get: makeGetResellerSettings(deps) };
}

describe('reseller settings (ADR 0065)', () => {
  it('a token request creates the row once; the next one replaces the token', async () => {
    const { change, resellers } = world();
    const first = await change({ brokerAccountId: BROKER, createToken: 'linkToken' });
    expect(first).toMatchObject({
      created: true,
      view: { resellerId: 1, linkToken: 'token1'.padEnd(24, '0') },
    });
    const second = await change({ brokerAccountId: BROKER, resellerId: 1, createToken: 'linkToken' });
    expect(second).toMatchObject({ created: false, view: { linkToken: 'token2'.padEnd(24, '0') } });
    expect(resellers.rows).toHaveLength(1);
  });

  it('a refused save generates no token and changes nothing', async () => {
    const { change, get } = world();
    await change({ brokerAccountId: BROKER, settings: COMPANY });
    const refused = change({
      brokerAccountId: BROKER,
      settings: { email: 'nope', config: { minPrice: 100 } },
      createToken: 'widgetToken',
    });
    await expect(refused).rejects.toSatisfy((error) => isDomainError(error, 'validation'));
    expect(await get(BROKER)).toMatchObject({ ...COMPANY, widgetToken: null, config: { minPrice: 995 } });
  });

  it("another broker's resellerId is not found", async () => {
    const { change } = world();
    await change({ brokerAccountId: 8, createToken: 'linkToken' });
    await expect(change({ brokerAccountId: BROKER, resellerId: 1, settings: COMPANY })).rejects.toSatisfy(
      (error) => isDomainError(error, 'not_found'),
    );
  });

  it('an empty max price saves as the $2500 cap', async () => {
    const { change } = world();
    const { view } = await change({
      brokerAccountId: BROKER,
      settings: { ...COMPANY, config: { maxPrice: null } },
    });
    expect(view.config.maxPrice).toBe(250_000);
  });
});
