import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let addresses = 0;
/** Each test asks from its own address, so the per-address limit counts only its own requests. */
const freshIp = () => `203.0.113.${++addresses}`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

function check(tns: string | null, options: { ip?: string; token?: string; extra?: string } = {}) {
  const query = new URLSearchParams({ recaptchaToken: options.token ?? 'token', wantAssoc: 'true' });
  if (tns !== null) query.set('tns', tns);
  return t.request(`/api/check-portability?${query}${options.extra ?? ''}`, {
    headers: { 'x-forwarded-for': options.ip ?? freshIp() },
  });
}

async function answerOf(sent: Promise<Response>) {
  const response = await sent;
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/check-portability with the simulator (the last digit picks the answer)', () => {
  it('answers a guest each number in E.164, in the order asked, with the spec’s portable message', async () => {
    const body = await answerOf(check('+18022340100,(802) 234-0106, 802.234.0104'));
    expect(body).toEqual({
      success: true,
      message: null,
      tns: [
        {
          tn: '+18022340100',
          isPortable: true,
          isWireless: false,
          carrier: 'Simulated Landline Co',
          isAccountRequired: false,
          portingInterval: 7,
          message: 'Your number can be ported!',
        },
        {
          tn: '+18022340106',
          isPortable: true,
          isWireless: true,
          carrier: 'Simulated Wireless',
          isAccountRequired: true,
          portingInterval: 3,
          message: 'Your number can be ported!',
        },
        {
          tn: '+18022340104',
          isPortable: true,
          isWireless: false,
          carrier: 'Simulated Business Voice',
          isAccountRequired: true,
          portingInterval: 10,
          message: 'Your number can be ported!',
        },
      ],
    });
  });

  it('checks a repeated number once', async () => {
    const body = await answerOf(check('8022340100,+18022340100'));
    expect(body.tns.map((result: { tn: string }) => result.tn)).toEqual(['+18022340100']);
  });

  it('gives a number that cannot be ported the carrier’s reason as its message', async () => {
    const body = await answerOf(check('8022340108,8022340101'));
    expect(body.success).toBe(true);
    expect(body.tns[0]).toMatchObject({
      tn: '+18022340108',
      isPortable: false,
      message: 'This number cannot be ported: its carrier is outside our coverage area.',
    });
    expect(body.tns[1]).toMatchObject({ isPortable: true, message: 'Your number can be ported!' });
  });

  it('answers success false with the spec’s message when the lookup fails without one', async () => {
    expect(await answerOf(check('8022340100,8022340109'))).toEqual({
      success: false,
      message: 'Unable to check number portability, please try again later.',
      tns: [],
    });
  });
});

describe('bad input answers 400 and checks nothing', () => {
  it.each([
    ['no tns', null],
    ['empty tns', ''],
    ['only separators', ' , ,'],
  ])('%s: asks for a number', async (_, tns) => {
    const response = await check(tns);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'You must enter a phone number to continue.',
      errors: { tns: 'You must enter a phone number to continue.' },
    });
  });

  it('names the entries that are not North American numbers', async () => {
    const response = await check('8022340100,12345,+44 20 7946 0958');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Invalid phone number(s): 12345, +44 20 7946 0958');
  });

  it('takes at most 100 numbers', async () => {
    const list = (count: number) =>
      Array.from({ length: count }, (_, i) => `802234${String(i * 10).padStart(4, '0')}`).join(',');
    expect((await answerOf(check(list(100)))).tns).toHaveLength(100);
    const response = await check(list(101));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Check at most 100 numbers at a time.');
  });

  it('refuses a request the bot check rejects', async () => {
    const response = await check('8022340100', { token: 'fail' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('bot_check.failed');
  });
});

describe('rate limit', () => {
  it('takes 30 checks an hour from one address, then answers 429 until the hour has passed', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) statuses.push((await check('8022340100', { ip })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    expect((await check('8022340100')).status).toBe(200);
    t.clock.advance(3_600_000);
    expect((await check('8022340100', { ip })).status).toBe(200);
  });
});
