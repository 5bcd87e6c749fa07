import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTelnyxPortability } from '../../support/fake-telnyx-portability.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const fake = new FakeTelnyxPortability();
let t: TestApp;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    env: {
      PORTABILITY_LOOKUP: 'telnyx',
      TELNYX_API_KEY: 'KEY0123456789',
      TELNYX_BASE_URL: `${fake.url}/v2`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

async function check(tns: string) {
  const response = await t.request(`/api/check-portability?tns=${encodeURIComponent(tns)}&recaptchaToken=x`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/check-portability with PORTABILITY_LOOKUP=telnyx', () => {
  it('posts the E.164 numbers to /v2/portability_checks with the API key', async () => {
    await check('(802) 234-0109, 8022340100');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v2/portability_checks',
      headers: { authorization: 'Bearer KEY0123456789' },
      body: { phone_numbers: ['+18022340109', '+18022340100'] },
    });
  });

  it('answers portable numbers with the spec’s message, needing the account number, FastPort in a day', async () => {
    fake.fastPortable.add('+18022340101');
    const body = await check('8022340101,8022340102');
    expect(body).toEqual({
      success: true,
      message: null,
      tns: [
        {
          tn: '+18022340101',
          isPortable: true,
          isWireless: false,
          carrier: null,
          isAccountRequired: true,
          portingInterval: 1,
          message: 'Your number can be ported!',
        },
        expect.objectContaining({ tn: '+18022340102', isPortable: true, portingInterval: 7 }),
      ],
    });
  });

  it('gives a number Telnyx cannot port Telnyx’s reason as its message', async () => {
    fake.notPortable.set('+18022340108', 'No coverage');
    const body = await check('8022340108');
    expect(body.tns[0]).toMatchObject({ isPortable: false, message: 'No coverage', portingInterval: null });
  });

  it('answers success false with the spec’s message when Telnyx fails', async () => {
    fake.failWith = { status: 500, body: { errors: [{ detail: 'Internal error' }] } };
    expect(await check('8022340100')).toEqual({
      success: false,
      message: 'Unable to check number portability, please try again later.',
      tns: [],
    });
  });

  it('answers success false when Telnyx leaves a number out', async () => {
    fake.failWith = { status: 201, body: { data: [] } };
    expect((await check('8022340100')).success).toBe(false);
  });
});
