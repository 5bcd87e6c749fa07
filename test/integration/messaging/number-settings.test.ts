import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, type TestApp } from '../../support/test-app.ts';
import { addNumber, numberProtectionApp, numberRow, PARK_PLAN, putSetting } from './number-protection-kit.ts';

let kit: Awaited<ReturnType<typeof numberProtectionApp>>;
let t: TestApp;
const TN = '+12012340101';
const PARKED = '+12012340102';
const UMAS = '+12012340103';
const OTHERS = '+13102340104';

beforeAll(async () => {
  kit = await numberProtectionApp();
  t = kit.t;
  await addNumber(t, kit.acme.accountId, TN);
  await addNumber(t, kit.acme.accountId, PARKED, { plan: PARK_PLAN });
  await addNumber(t, kit.acme.accountId, UMAS, { userId: kit.uma.userId });
  await addNumber(t, kit.broker.accountId, OTHERS);
});
afterAll(() => t.close());

const settings = async (cookie: string, tn: string) => {
  const response = await t.request(`/api/accounts/telephone-numbers/${tn}/settings`, { cookie });
  return { status: response.status, body: await response.json() };
};

describe('number settings', () => {
  it('shows forwarding, whether a PIN is set and the lock, never the PIN or its hash', async () => {
    const { status, body } = await settings(kit.admin, '12012340101');
    expect(status).toBe(200);
    expect(body).toEqual({
      tn: TN,
      humanTn: '(201) 234-0101',
      nickname: '',
      plan: { id: 3, name: 'Forward' },
      planForwards: true,
      forwardingPlans: ['Forward', 'Unlimited'],
      forwardTo: null,
      pinSet: false,
      transferLock: false,
      portOutRequests: [],
    });
  });

  it('answers 404 for another account’s number, an unknown one, and to a user for a number not assigned to them', async () => {
    for (const tn of [OTHERS, '+12012349999', 'not-a-number'])
      expect((await settings(kit.admin, encodeURIComponent(tn))).body.message).toBe(
        'Telephone number not found.',
      );
    expect((await settings(kit.user, TN)).status).toBe(404);
    expect((await settings(kit.user, UMAS)).status).toBe(200);
    const put = await putSetting(t, kit.admin, OTHERS, 'transfer-lock', { locked: true });
    expect(put.status).toBe(404);
    expect((await numberRow(t, OTHERS))!.transfer_lock).toBe(false);
  });
});

describe('forwarding', () => {
  it('keeps a valid destination in E.164 and pushes it through the carrier port', async () => {
    const { status, body } = await putSetting(t, kit.admin, TN, 'forwarding', {
      forwardTo: '(973) 234-0142',
    });
    expect(status).toBe(200);
    expect(body.forwardTo).toBe('+19732340142');
    expect(kit.carrier.forwarding.get(TN)).toBe('+19732340142');
    const told = kit.carrier.told.length;
    expect((await putSetting(t, kit.admin, TN, 'forwarding', { forwardTo: '+19732340142' })).status).toBe(
      200,
    );
    expect(kit.carrier.told).toHaveLength(told);
  });

  it('refuses an invalid number or the number itself with 400 naming forwardTo, and saves nothing', async () => {
    for (const forwardTo of ['call me', '201-234-0101']) {
      const { status, body } = await putSetting(t, kit.admin, TN, 'forwarding', { forwardTo });
      expect(status).toBe(400);
      expect(body.errors).toHaveProperty('forwardTo');
    }
    expect((await numberRow(t, TN))!.forward_to).toBe('+19732340142');
  });

  it('refuses a plan that does not forward with 422 naming the plans that do', async () => {
    const { status, body } = await putSetting(t, kit.admin, PARKED, 'forwarding', {
      forwardTo: '9732340142',
    });
    expect(status).toBe(422);
    expect(body.message).toBe(
      "This number's plan does not forward calls. Plans that forward: Forward, Unlimited.",
    );
    expect((await settings(kit.admin, PARKED)).body).toMatchObject({ planForwards: false, forwardTo: null });
  });

  it('saves nothing when the carrier refuses (the simulator refuses a line 0000)', async () => {
    const { status } = await putSetting(t, kit.admin, TN, 'forwarding', { forwardTo: '9732340000' });
    expect(status).toBe(422);
    expect((await numberRow(t, TN))!.forward_to).toBe('+19732340142');
  });

  it('clears forwarding with null, and a user cannot change it', async () => {
    expect((await putSetting(t, kit.user, UMAS, 'forwarding', { forwardTo: null })).status).toBe(403);
    const { body } = await putSetting(t, kit.admin, TN, 'forwarding', { forwardTo: null });
    expect(body.forwardTo).toBeNull();
    expect(kit.carrier.forwarding.get(TN)).toBeNull();
  });
});

describe('forwarding and plan changes', () => {
  it('a plan change to a plan that does not forward stops forwarding at the carrier and clears it', async () => {
    const tn = '+12012340105';
    await addNumber(t, kit.acme.accountId, tn);
    await putSetting(t, kit.admin, tn, 'forwarding', { forwardTo: '9732340142' });
    expect(kit.carrier.forwarding.get(tn)).toBe('+19732340142');
    const change = await t.request(`/api/accounts/telephone-numbers/${tn}/plan-change`, {
      method: 'POST',
      cookie: kit.admin,
      json: { planId: PARK_PLAN },
    });
    expect(change.status).toBe(200);
    expect(kit.carrier.forwarding.get(tn)).toBeNull();
    expect((await settings(kit.admin, tn)).body).toMatchObject({ planForwards: false, forwardTo: null });
  });
});

describe('port-out PIN and Transfer Lock', () => {
  it('refuses PINs outside 4 to 8 digits, and 0000 and 1234, with 400 naming pin', async () => {
    for (const pin of ['123', '123456789', '12a4', '0000', '1234']) {
      const { status, body } = await putSetting(t, kit.admin, TN, 'port-out-pin', { pin });
      expect(status, pin).toBe(400);
      expect(body.errors, pin).toHaveProperty('pin');
    }
    expect((await numberRow(t, TN))!.port_out_pin_hash).toBeNull();
  });

  it('stores an argon2 hash of the PIN, never the PIN, and shows only pinSet', async () => {
    const { status, body } = await putSetting(t, kit.admin, TN, 'port-out-pin', { pin: '482916' });
    expect(status).toBe(200);
    expect(body.pinSet).toBe(true);
    expect(JSON.stringify(body)).not.toContain('482916');
    const { port_out_pin_hash: hash } = (await numberRow(t, TN))!;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('482916');
  });

  it('turns Transfer Lock on and off', async () => {
    expect((await putSetting(t, kit.admin, TN, 'transfer-lock', { locked: true })).body.transferLock).toBe(
      true,
    );
    expect((await numberRow(t, TN))!.transfer_lock).toBe(true);
    expect((await putSetting(t, kit.admin, TN, 'transfer-lock', { locked: false })).body.transferLock).toBe(
      false,
    );
  });

  it('refuses a member with role user (403) on a number assigned to them', async () => {
    for (const [setting, body] of [
      ['port-out-pin', { pin: '482916' }],
      ['transfer-lock', { locked: true }],
    ] as const) {
      const { status, body: answer } = await putSetting(t, kit.user, UMAS, setting, body);
      expect(status).toBe(403);
      expect(answer.code).toBe('auth.forbidden');
    }
  });

  it('needs a recent sign-in: 403 auth.recent_sign_in_required after 15 minutes, fine after the password again', async () => {
    t.clock.advance(16 * 60_000);
    for (const [setting, body] of [
      ['port-out-pin', { pin: '7777' }],
      ['transfer-lock', { locked: true }],
    ] as const) {
      const { status, body: answer } = await putSetting(t, kit.admin, TN, setting, body);
      expect(status).toBe(403);
      expect(answer.code).toBe('auth.recent_sign_in_required');
    }
    expect((await numberRow(t, TN))!.transfer_lock).toBe(false);
    const confirm = await t.request('/api/session/reauthenticate', {
      method: 'POST',
      cookie: kit.admin,
      json: { password: 'Numberyard1' },
    });
    const renewed = cookieFrom(confirm, 'ny_session');
    expect((await putSetting(t, renewed, TN, 'transfer-lock', { locked: true })).status).toBe(200);
    expect((await putSetting(t, renewed, TN, 'transfer-lock', { locked: false })).status).toBe(200);
  });
});
