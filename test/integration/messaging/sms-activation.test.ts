import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIMULATED_REJECTION_REASON,
  SIMULATED_SMS_DECISION_MS,
} from '../../../src/modules/messaging/adapters/carrier/simulated-sms-activation-carrier.ts';
import { SUBMIT_SMS_ACTIVATION_QUEUE } from '../../../src/modules/messaging/app/request-sms-activation.ts';
import { CHECK_SMS_ACTIVATION_QUEUE } from '../../../src/modules/messaging/app/submit-sms-activation.ts';
import { TFN_FORM_MESSAGES } from '../../../src/shared/tfn-sms-form.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addNumber, idOf } from './account-numbers-kit.ts';

let t: TestApp;
let admin: string;
let user: string;
const LOCAL = '+12012340201';
const PARKED = '+12012340202';
const TOLL_FREE = '+18002340203';
const REJECTED = '+18882340204';
const FORM_RULES = '+18442340205';
const USERS = '+12012340206';
const OTHERS = '+13102340207';
const PARK_PLAN = 1;

const FORM = {
  companyName: 'Acme Plumbing',
  website: 'https://acmeplumbing.example',
  volume: '1,000',
  message: 'Acme Plumbing: your plumber arrives tomorrow between 9 and 11. Reply STOP to opt out.',
  canadaTraffic: 'N',
  category: 'Appointment Reminders',
  type: 'Informational',
  optIn: 'Web link',
};

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-26T12:00:00Z' });
  await seedLogins(t);
  const acme = await idOf(t, 'account', 'admin@numberyard.test');
  const uma = await idOf(t, 'user', 'user@numberyard.test');
  for (const tn of [LOCAL, TOLL_FREE, REJECTED, FORM_RULES]) await addNumber(t, acme, tn);
  await addNumber(t, acme, PARKED, { planId: PARK_PLAN, mrc: 200 });
  await addNumber(t, acme, USERS, { userId: uma });
  await addNumber(t, await idOf(t, 'account', 'broker@numberyard.test'), OTHERS);
  admin = await logIn(t, 'admin@numberyard.test');
  user = await logIn(t, 'user@numberyard.test');
});
afterAll(() => t.close());

async function activate(body: Record<string, unknown>, cookie = admin) {
  const response = await t.request('/api/accounts/telephone-numbers/activate-sms', {
    method: 'POST',
    cookie,
    json: { action: 'activateSms', ...body },
  });
  return { status: response.status, body: await response.json() };
}

const runJob = (queue: string, requestId: number) =>
  t.composed.ports.runInContext(() =>
    t.composed.jobs.find((job) => job.queue === queue)!.handle({ requestId }),
  );
/** The submit job, then the check job; the simulator decides only once the clock has passed its delay. */
async function fileAndDecide(requestId: number) {
  await runJob(SUBMIT_SMS_ACTIVATION_QUEUE, requestId);
  t.clock.advance(SIMULATED_SMS_DECISION_MS);
  await runJob(CHECK_SMS_ACTIVATION_QUEUE, requestId);
}

async function numberState(tn: string) {
  const [row] = await t.sql<{ sms_enabled: string; sms_validated: string }>(
    'select sms_enabled, sms_validated from messaging.account_number where tn = $1',
    [tn],
  );
  return row!;
}
const requestRows = (tn: string) =>
  t.sql<Record<string, unknown>>(
    'select * from messaging.sms_verification_request where tn = $1 order by id',
    [tn],
  );
const mailsTo = (to: string, category: string) =>
  t.sql<{ subject: string; text_body: string }>(
    'select subject, text_body from platform.mail_outbox where to_address = $1 and category = $2 order by id',
    [to, category],
  );

describe('activating SMS on a local number', () => {
  let requestId: number;

  it('sets smsEnabled pending and files the request with the carrier after commit', async () => {
    const { status, body } = await activate({ tn: '2012340201' });
    expect(status).toBe(201);
    expect(body.request).toMatchObject({ tn: LOCAL, kind: 'local', status: 'pending', reason: null });
    expect(body.number).toMatchObject({ tn: LOCAL, smsEnabled: 'pending', isSmsPending: true });
    expect(await numberState(LOCAL)).toEqual({ sms_enabled: 'pending', sms_validated: '' });
    requestId = body.request.requestId;
    const [job] = await t.sql<{ data: unknown }>('select data from pgboss.job where name = $1', [
      SUBMIT_SMS_ACTIVATION_QUEUE,
    ]);
    expect(job?.data).toEqual({ requestId });
  });

  it('answers 409 while the activation is pending, changing nothing', async () => {
    const { status } = await activate({ tn: LOCAL });
    expect(status).toBe(409);
    expect(await requestRows(LOCAL)).toHaveLength(1);
  });

  it('stays pending until the simulator’s delay has passed, then turns SMS on (Y)', async () => {
    await runJob(SUBMIT_SMS_ACTIVATION_QUEUE, requestId);
    const [filed] = await requestRows(LOCAL);
    expect(filed).toMatchObject({
      status: 'pending',
      carrier_request_id: expect.stringMatching(/^sim-approve-/),
    });
    const [check] = await t.sql<{ start_after: string }>(
      'select start_after::text from pgboss.job where name = $1',
      [CHECK_SMS_ACTIVATION_QUEUE],
    );
    expect(new Date(check!.start_after)).toEqual(
      new Date(t.clock.now().getTime() + SIMULATED_SMS_DECISION_MS),
    );
    await runJob(CHECK_SMS_ACTIVATION_QUEUE, requestId);
    expect((await numberState(LOCAL)).sms_enabled).toBe('pending');
    t.clock.advance(SIMULATED_SMS_DECISION_MS);
    await runJob(CHECK_SMS_ACTIVATION_QUEUE, requestId);
    expect(await numberState(LOCAL)).toEqual({ sms_enabled: 'Y', sms_validated: '' });
    const [decided] = await requestRows(LOCAL);
    expect(decided).toMatchObject({ status: 'approved' });
    expect(new Date(decided!.decided_at as string)).toEqual(t.clock.now());
  });

  it('mails the account’s admins the decision once, however often the job runs', async () => {
    await runJob(CHECK_SMS_ACTIVATION_QUEUE, requestId);
    await runJob(SUBMIT_SMS_ACTIVATION_QUEUE, requestId);
    const mails = await mailsTo('admin@numberyard.test', 'sms-activation-approved');
    expect(mails.map((mail) => mail.subject)).toEqual(['SMS is on for (201) 234-0201']);
    expect(await mailsTo('user@numberyard.test', 'sms-activation-approved')).toEqual([]);
  });

  it('tells the account’s open pages each time the number’s SMS state moves (telephone-numbers patched)', async () => {
    const events = await t.sql<{ account_id: number; type: string; data: unknown }>(
      `select account_id, type, data from platform.event where service = 'telephone-numbers' and data->>'tn' = $1
        order by id`,
      [LOCAL],
    );
    const acme = await idOf(t, 'account', 'admin@numberyard.test');
    expect(events).toEqual([
      { account_id: acme, type: 'patched', data: { tn: LOCAL } },
      { account_id: acme, type: 'patched', data: { tn: LOCAL } },
    ]);
  });

  it('answers 409 once SMS is on', async () => {
    expect((await activate({ tn: LOCAL })).status).toBe(409);
  });

  it('refuses the toll-free form for a local number (422)', async () => {
    const { status, body } = await activate({ tn: USERS, ...FORM });
    expect(status).toBe(422);
    expect(body.code).toBe('messaging.tfn_form_not_for_local');
    expect((await numberState(USERS)).sms_enabled).toBe('N');
  });
});

describe('who may activate SMS', () => {
  it('answers 422 with the spec’s text when the number’s plan has no SMS', async () => {
    const { status, body } = await activate({ tn: PARKED });
    expect(status).toBe(422);
    expect(body.message).toBe("You must upgrade this number's plan to enable messaging");
    expect(await numberState(PARKED)).toEqual({ sms_enabled: 'N', sms_validated: '' });
  });

  it('answers 404 for another account’s number and for one that does not parse', async () => {
    expect((await activate({ tn: OTHERS })).status).toBe(404);
    expect((await activate({ tn: '12' })).status).toBe(404);
    expect(await numberState(OTHERS)).toEqual({ sms_enabled: 'N', sms_validated: '' });
  });

  it('refuses role user (403), even on a number assigned to them', async () => {
    expect((await activate({ tn: USERS }, user)).status).toBe(403);
    expect((await numberState(USERS)).sms_enabled).toBe('N');
  });

  it('answers 401 when not signed in and 400 for another action', async () => {
    expect((await activate({ tn: USERS }, '')).status).toBe(401);
    expect((await activate({ tn: USERS, action: 'deactivateSms' })).status).toBe(400);
  });
});

describe('the toll-free SMS validation', () => {
  it('needs the form on a toll-free number (422)', async () => {
    const { status, body } = await activate({ tn: FORM_RULES });
    expect(status).toBe(422);
    expect(body.code).toBe('messaging.tfn_form_required');
  });

  it('answers 400 naming every missing field, and stores nothing', async () => {
    const { status, body } = await activate({ tn: FORM_RULES, companyName: '  ' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      companyName: TFN_FORM_MESSAGES.companyName,
      website: TFN_FORM_MESSAGES.website,
      volume: TFN_FORM_MESSAGES.volume,
      message: TFN_FORM_MESSAGES.message,
      canadaTraffic: TFN_FORM_MESSAGES.canadaTraffic,
      category: TFN_FORM_MESSAGES.category,
      type: TFN_FORM_MESSAGES.type,
      optIn: TFN_FORM_MESSAGES.optIn,
    });
    expect(await requestRows(FORM_RULES)).toEqual([]);
    expect(await numberState(FORM_RULES)).toEqual({ sms_enabled: 'N', sms_validated: '' });
  });

  it("needs an explanation instead of 'Other' for category and opt-in, and a real website or n/a", async () => {
    const { status, body } = await activate({
      tn: FORM_RULES,
      ...FORM,
      category: 'Other',
      optIn: 'other',
      website: 'not a website',
      volume: '42',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      category: TFN_FORM_MESSAGES.categoryOther,
      optIn: TFN_FORM_MESSAGES.optInOther,
      website: TFN_FORM_MESSAGES.website,
      volume: TFN_FORM_MESSAGES.volume,
    });
  });

  it('refuses a Y/N or type outside the choices (400)', async () => {
    expect((await activate({ tn: FORM_RULES, ...FORM, canadaTraffic: 'maybe' })).status).toBe(400);
    expect((await activate({ tn: FORM_RULES, ...FORM, type: 'Spam' })).status).toBe(400);
  });

  it('stores the form (explanations in place of Other, n/a for no website) and sets smsValidated pending', async () => {
    const { status, body } = await activate({
      tn: FORM_RULES,
      ...FORM,
      website: ' N/A ',
      category: 'Plumbing visit reminders',
      optIn: 'Customers tick a box on the work order',
    });
    expect(status).toBe(201);
    expect(body.number).toMatchObject({ smsEnabled: 'Y', smsValidated: 'pending', isSmsPending: true });
    const [row] = await requestRows(FORM_RULES);
    expect(row).toMatchObject({ kind: 'toll_free', status: 'pending', carrier_request_id: null });
    expect(row!.form).toEqual({
      ...FORM,
      website: 'n/a',
      category: 'Plumbing visit reminders',
      optIn: 'Customers tick a box on the work order',
    });
  });

  it('approves after the simulator’s delay: smsValidated approved, the admins mailed', async () => {
    const { body } = await activate({ tn: TOLL_FREE, ...FORM });
    expect(await numberState(TOLL_FREE)).toEqual({ sms_enabled: 'Y', sms_validated: 'pending' });
    await fileAndDecide(body.request.requestId);
    expect(await numberState(TOLL_FREE)).toEqual({ sms_enabled: 'Y', sms_validated: 'approved' });
    const mails = await mailsTo('admin@numberyard.test', 'sms-activation-approved');
    expect(mails.map((mail) => mail.subject)).toContain(
      'Toll-free SMS validation approved for (800) 234-0203',
    );
    expect((await activate({ tn: TOLL_FREE, ...FORM })).status).toBe(409);
  });

  it("rejects 'Rejected Co' with the carrier's reason; the number may send the form again", async () => {
    const { body } = await activate({ tn: REJECTED, ...FORM, companyName: 'Rejected Co' });
    await fileAndDecide(body.request.requestId);
    expect(await numberState(REJECTED)).toEqual({ sms_enabled: 'Y', sms_validated: 'rejected' });
    expect((await requestRows(REJECTED))[0]).toMatchObject({
      status: 'rejected',
      reason: SIMULATED_REJECTION_REASON,
    });
    const [mail] = await mailsTo('admin@numberyard.test', 'sms-activation-rejected');
    expect(mail!.subject).toBe('Toll-free SMS validation rejected for (888) 234-0204');
    expect(mail!.text_body).toContain(SIMULATED_REJECTION_REASON);
    const again = await activate({ tn: REJECTED, ...FORM, companyName: 'Acme Plumbing LLC' });
    expect(again.status).toBe(201);
    expect(await numberState(REJECTED)).toEqual({ sms_enabled: 'Y', sms_validated: 'pending' });
  });

  it('answers 409 while a validation is pending', async () => {
    expect((await activate({ tn: REJECTED, ...FORM })).status).toBe(409);
    expect(await requestRows(REJECTED)).toHaveLength(2);
  });
});
