import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTelnyxPortability } from '../../../../../test/support/fake-telnyx-portability.ts';
import { PortabilityLookupFailed } from '../../ports/portability-lookup.ts';
import { TelnyxPortabilityLookup } from './telnyx-portability-lookup.ts';

const fake = new FakeTelnyxPortability();
let lookup: TelnyxPortabilityLookup;

beforeAll(async () => {
  await fake.start();
  lookup = new TelnyxPortabilityLookup({ baseUrl: `${fake.url}/v2/`, apiKey: 'KEY0123' });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const failure = (tns: string[]) => lookup.check(tns).catch((error: unknown) => error);

describe('TelnyxPortabilityLookup', () => {
  it('posts the numbers to /v2/portability_checks with the key and answers each in the order asked', async () => {
    fake.notPortable.set('+18022340108', ' No coverage ');
    fake.fastPortable.add('+18022340100');
    const answers = await lookup.check(['+18022340108', '+18022340100', '+18022340101']);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v2/portability_checks',
      headers: { authorization: 'Bearer KEY0123', 'content-type': 'application/json' },
      body: { phone_numbers: ['+18022340108', '+18022340100', '+18022340101'] },
    });
    expect(answers).toEqual([
      {
        tn: '+18022340108',
        isPortable: false,
        isWireless: false,
        carrier: null,
        isAccountRequired: false,
        portingInterval: null,
        reason: 'No coverage',
      },
      {
        tn: '+18022340100',
        isPortable: true,
        isWireless: false,
        carrier: null,
        isAccountRequired: true,
        portingInterval: 1,
        reason: null,
      },
      expect.objectContaining({ tn: '+18022340101', isPortable: true, portingInterval: 7 }),
    ]);
  });

  it('gives a not-portable number without a reason no reason (the route then says the check failed)', async () => {
    fake.notPortable.set('+18022340108', '');
    expect((await lookup.check(['+18022340108']))[0]).toMatchObject({ isPortable: false, reason: null });
  });

  it('fails without a message on an HTTP error, keeping Telnyx’s detail only as the cause', async () => {
    fake.failWith = { status: 422, body: { errors: [{ detail: 'phone_numbers is invalid' }] } };
    const error = await failure(['+18022340100']);
    expect(error).toBeInstanceOf(PortabilityLookupFailed);
    expect((error as PortabilityLookupFailed).reason).toBeNull();
    expect(String((error as Error).cause)).toContain('phone_numbers is invalid');
  });

  it('fails when the answer is not JSON or misses a number', async () => {
    fake.failWith = { status: 201, body: 'not json' };
    expect(await failure(['+18022340100'])).toBeInstanceOf(PortabilityLookupFailed);
    fake.failWith = { status: 201, body: { data: [{ phone_number: '+18022340101', portable: true }] } };
    expect(await failure(['+18022340100'])).toBeInstanceOf(PortabilityLookupFailed);
  });

  it('fails when Telnyx cannot be reached', async () => {
    const unreachable = new TelnyxPortabilityLookup({ baseUrl: 'http://127.0.0.1:9', apiKey: 'KEY0123' });
    expect(await unreachable.check(['+18022340100']).catch((error: unknown) => error)).toBeInstanceOf(
      PortabilityLookupFailed,
    );
  });
});
