import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../support/accounts.ts';
import type { TestApp } from '../../support/test-app.ts';
import { type transferKit, transferWorld } from './transfer-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof transferKit>;
let acmeAdmin: string;
let brokerAdmin: string;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  const world = await transferWorld();
  ({ t, kit } = world);
  await kit.addNumber(world.acme, '+12012340101');
  await kit.addNumber(world.acme, '+12012340102');
  await kit.addNumber(world.acme, '+12012340103');
  await kit.addNumber(world.acme, '+12012340104', { license: true });
  await kit.addNumber(world.broker, '+13102340105');
  acmeAdmin = await kit.logIn('admin@numberyard.test');
  brokerAdmin = await kit.logIn('broker@numberyard.test');
});
afterAll(() => t.close());

describe('starting an ownership transfer', () => {
  it('offers the number to the email, mails the link, and stores only the token’s hash', async () => {
    const { status, body } = await kit.start(acmeAdmin, '2012340101', 'New.Owner@Example.com');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      tn: '+12012340101',
      humanTn: '(201) 234-0101',
      email: 'new.owner@example.com',
      status: 'offered',
      expiresAt: '2026-11-29T12:00:00.000Z',
      movesOn: null,
    });
    const mail = await lastMailTo(t, 'new.owner@example.com');
    expect(mail?.subject).toBe('Acme Parking Co is transferring (201) 234-0101 to you');
    const token = await kit.linkTo('new.owner@example.com');
    const [row] = await t.sql<{ token_hash: string }>(
      `select token_hash from messaging.ownership_transfer where tn = '+12012340101'`,
    );
    expect(row!.token_hash).toBe(kit.sha256(token));
    expect(row!.token_hash).not.toContain(token);
  });

  it('answers 409 while the number already has an open transfer', async () => {
    const { status, body } = await kit.start(acmeAdmin, '+12012340101', 'someone.else@example.com');
    expect(status).toBe(409);
    expect(body.message).toBe('An ownership transfer of this number is already under way.');
  });

  it('refuses a licensed number (422) and a bad email (400), and changes nothing', async () => {
    const licensed = await kit.start(acmeAdmin, '2012340104', 'new.owner@example.com');
    expect(licensed.status).toBe(422);
    expect(licensed.body.message).toBe(
      'A licensed number cannot be transferred: its licence stays with this account.',
    );
    expect((await kit.start(acmeAdmin, '2012340102', 'not-an-email')).status).toBe(400);
    expect((await kit.show(acmeAdmin, '2012340102')).body.transfer).toBeNull();
  });

  it('answers 404 for another account’s number or a number that is not one, and 403 to role user', async () => {
    const other = await kit.start(brokerAdmin, '2012340102', 'x@example.com');
    expect(other).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'Telephone number not found.' }),
    });
    expect((await kit.show(brokerAdmin, '2012340101')).status).toBe(404);
    expect((await kit.cancel(brokerAdmin, '2012340101')).status).toBe(404);
    expect((await kit.show(acmeAdmin, 'banana')).status).toBe(404);
    const uma = await kit.logIn('user@numberyard.test');
    expect((await kit.start(uma, '2012340102', 'x@example.com')).status).toBe(403);
    expect((await kit.show(uma, '2012340101')).status).toBe(403);
  });

  it('needs a recent sign-in to start one', async () => {
    t.clock.advance(20 * 60_000);
    const { status, body } = await kit.start(acmeAdmin, '2012340102', 'x@example.com');
    expect(status).toBe(403);
    expect(body.code).toBe('auth.recent_sign_in_required');
    acmeAdmin = await kit.logIn('admin@numberyard.test');
  });
});

describe('the sender’s view and cancelling', () => {
  it('shows the number and its transfer’s status to the account’s admins', async () => {
    const { status, body } = await kit.show(acmeAdmin, '2012340101');
    expect(status).toBe(200);
    expect(body).toMatchObject({ tn: '+12012340101', humanTn: '(201) 234-0101' });
    expect(body.transfer).toMatchObject({
      status: 'offered',
      email: 'new.owner@example.com',
      toCompany: null,
    });
  });

  it('cancels an open transfer: its link answers 404 and a second cancel 404', async () => {
    const token = await kit.linkTo('new.owner@example.com');
    expect((await kit.offer(token)).status).toBe(200);
    expect((await kit.cancel(acmeAdmin, '2012340101')).status).toBe(204);
    expect((await kit.show(acmeAdmin, '2012340101')).body.transfer.status).toBe('cancelled');
    expect((await kit.offer(token)).status).toBe(404);
    const again = await kit.cancel(acmeAdmin, '2012340101');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('There is no ownership transfer under way for this number.');
  });

  it('lets an offer expire after 7 days: its link answers 404 and a new transfer may start', async () => {
    await kit.start(acmeAdmin, '2012340103', 'late@example.com');
    const token = await kit.linkTo('late@example.com');
    t.clock.advance(7 * DAY);
    expect((await kit.offer(token)).status).toBe(404);
    acmeAdmin = await kit.logIn('admin@numberyard.test');
    expect((await kit.show(acmeAdmin, '2012340103')).body.transfer.status).toBe('expired');
    expect((await kit.start(acmeAdmin, '2012340103', 'again@example.com')).status).toBe(201);
  });
});

describe('the mailed link', () => {
  it('answers 404 to a token that was never issued', async () => {
    const { status, body } = await kit.offer('not-a-real-token');
    expect(status).toBe(404);
    expect(body.message).toBe('This transfer link is not valid. It may have expired or been cancelled.');
  });

  it('shows a guest the number, its plan and the sender’s company name, and nothing else of the sender', async () => {
    const { status, body } = await kit.offer(await kit.linkTo('again@example.com'));
    expect(status).toBe(200);
    expect(body).toEqual({
      tn: '+12012340103',
      humanTn: '(201) 234-0103',
      plan: { id: 3, name: 'Forward' },
      billingPeriod: 1,
      mrc: 600,
      fromCompany: 'Acme Parking Co',
      email: 'again@example.com',
      status: 'offered',
      expiresAt: expect.any(String),
      movesOn: null,
      hasLogin: false,
      receivingAccounts: [],
      acceptedInto: null,
    });
  });
});
