import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { RecordingSmsSender } from '../../../platform/sms/testing/recording-sms-sender.ts';
import { CONFIRMATION_CODE_MAX_ATTEMPTS, CONFIRMATION_CODE_TTL_MS } from '../domain/account-confirmation.ts';
import {
  FakeConfirmationLoginTokens,
  FakeConfirmationPayments,
  InMemoryAccountConfirmationRepository,
  RecordingConfirmationListener,
  SequentialConfirmationCodes,
} from '../testing/in-memory-account-confirmation.ts';
import { accountConfirmationMail } from './account-confirmation-mail.ts';
import { makeActivateConfirmedAccount } from './activate-confirmed-account.ts';
import { makeConfirmConfirmationCode } from './confirm-confirmation-code.ts';
import { CODE_SENDS_PER_CONFIRMATION_PER_HOUR } from './confirmation-rate-limits.ts';
import { makeGetAccountConfirmation } from './get-account-confirmation.ts';
import { makeRequestAccountConfirmation } from './request-account-confirmation.ts';
import { makeSendConfirmationCode } from './send-confirmation-code.ts';

const IP = '203.0.113.7';
const PHONE = '+12012345678';
const ACCOUNT = { accountId: 7, userId: 9 };

function setup() {
  const confirmations = new InMemoryAccountConfirmationRepository();
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const sms = new RecordingSmsSender();
  const payments = new FakeConfirmationPayments();
  const listener = new RecordingConfirmationListener();
  const loginTokens = new FakeConfirmationLoginTokens();
  let uuids = 0;
  const deps = {
    confirmations,
    clock,
    sms,
    payments,
    listener,
    loginTokens,
    codes: new SequentialConfirmationCodes(),
    rateLimiter: new InMemoryRateLimiter(),
    tx: <T>(work: () => Promise<T>) => work(),
    newUuid: () => `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`,
  };
  const request = makeRequestAccountConfirmation(deps);
  const get = makeGetAccountConfirmation(deps);
  const send = makeSendConfirmationCode(deps);
  const confirm = makeConfirmConfirmationCode(deps);
  const activate = makeActivateConfirmedAccount(deps);
  const codeSent = () => /\b(\d{6})\b/.exec(sms.lastTo(PHONE)?.body ?? '')![1]!;
  const wrongCode = () => (codeSent() === '000000' ? '111111' : '000000');
  return { ...deps, request, get, send, confirm, activate, codeSent, wrongCode };
}

async function confirmedAccount(t: ReturnType<typeof setup>) {
  const uuid = await t.request(ACCOUNT);
  await t.send({ uuid, phone: PHONE, ip: IP });
  const confirmed = await t.confirm({ uuid, code: t.codeSent(), ip: IP });
  return { uuid, confirmed };
}

describe('requesting a confirmation', () => {
  it('answers a random uuid and the same one while the account has one open', async () => {
    const t = setup();
    const uuid = await t.request(ACCOUNT);
    expect(await t.request(ACCOUNT)).toBe(uuid);
    expect(await t.request({ accountId: 8, userId: 10 })).not.toBe(uuid);
    expect(await t.get(uuid, IP)).toEqual({ isCodeSet: false, isActivated: false });
  });

  it('mails a link to /confirm-account with the uuid', () => {
    const mail = accountConfirmationMail({
      publicUrl: 'https://numberyard.test/',
      uuid: 'abc',
      firstName: 'Jo',
    });
    expect(mail.text).toContain('https://numberyard.test/confirm-account?uuid=abc');
    expect(mail.text).toContain('Hello Jo,');
  });

  it('answers 404 for an unknown uuid', async () => {
    await expect(setup().get('00000000-0000-4000-8000-999999999999', IP)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('sending a code', () => {
  it('texts six digits to the normalised number, stores only their hash, and starts the code step', async () => {
    const t = setup();
    const uuid = await t.request(ACCOUNT);
    await t.send({ uuid, phone: '(201) 234-5678', ip: IP });
    const code = t.codeSent();
    expect(code).toMatch(/^\d{6}$/);
    expect(t.sms.lastTo(PHONE)).toMatchObject({ category: 'confirm-code', secret: true });
    const stored = t.confirmations.rows.get(uuid)!;
    expect(stored.codeHash).toBe(t.codes.digest(code));
    expect(stored.codeExpiresAt).toEqual(new Date(t.clock.now().getTime() + CONFIRMATION_CODE_TTL_MS));
    expect(await t.get(uuid, IP)).toEqual({ isCodeSet: true, isActivated: false });
  });

  it('refuses a number that is not a valid North American phone number', async () => {
    const t = setup();
    const uuid = await t.request(ACCOUNT);
    await expect(t.send({ uuid, phone: '12345', ip: IP })).rejects.toMatchObject({
      kind: 'validation',
      errors: { phone: 'Please enter a valid mobile number.' },
    });
    expect(t.sms.sent).toEqual([]);
  });

  it('lets a re-sent code replace the first one', async () => {
    const t = setup();
    const uuid = await t.request(ACCOUNT);
    await t.send({ uuid, phone: PHONE, ip: IP });
    const first = t.codeSent();
    await t.send({ uuid, phone: PHONE, ip: IP });
    const second = t.codeSent();
    if (first !== second) {
      await expect(t.confirm({ uuid, code: first, ip: IP })).rejects.toMatchObject({ kind: 'rule_violated' });
    }
    await expect(t.confirm({ uuid, code: second, ip: IP })).resolves.toMatchObject({
      loginToken: 'login-token-1',
    });
  });

  it(`limits codes to ${CODE_SENDS_PER_CONFIRMATION_PER_HOUR} an hour per confirmation`, async () => {
    const t = setup();
    const uuid = await t.request(ACCOUNT);
    for (let i = 0; i < CODE_SENDS_PER_CONFIRMATION_PER_HOUR; i++)
      await t.send({ uuid, phone: PHONE, ip: `10.0.0.${i}` });
    await expect(t.send({ uuid, phone: PHONE, ip: '10.0.1.1' })).rejects.toMatchObject({
      kind: 'rate_limited',
    });
  });
});

describe('confirming the code', () => {
  it('answers the amount due and a login token for the account user', async () => {
    const t = setup();
    t.payments.balances.set(ACCOUNT.accountId, 2_499);
    const { confirmed } = await confirmedAccount(t);
    expect(confirmed).toEqual({ amountDueCents: 2_499, loginToken: 'login-token-1' });
    expect(t.loginTokens.issued).toEqual([{ ...ACCOUNT, token: 'login-token-1' }]);
  });

  it('never answers a credit as an amount due', async () => {
    const t = setup();
    t.payments.balances.set(ACCOUNT.accountId, -500);
    expect((await confirmedAccount(t)).confirmed.amountDueCents).toBe(0);
  });

  it('says a code has expired after 10 minutes', async () => {
    const t = setup();
    const uuid = await t.request(ACCOUNT);
    await t.send({ uuid, phone: PHONE, ip: IP });
    t.clock.advance(CONFIRMATION_CODE_TTL_MS);
    await expect(t.confirm({ uuid, code: t.codeSent(), ip: IP })).rejects.toMatchObject({
      code: 'confirmation.code_expired',
      message: 'This code has expired. Please request a new code.',
    });
  });

  it(`keeps count of wrong codes across failed requests and locks the code at ${CONFIRMATION_CODE_MAX_ATTEMPTS}`, async () => {
    const t = setup();
    const uuid = await t.request(ACCOUNT);
    await t.send({ uuid, phone: PHONE, ip: IP });
    await expect(t.confirm({ uuid, code: t.wrongCode(), ip: IP })).rejects.toMatchObject({
      kind: 'rule_violated',
      message: 'That code is not correct. You have 4 tries left.',
    });
    for (let i = 2; i < CONFIRMATION_CODE_MAX_ATTEMPTS; i++)
      await expect(t.confirm({ uuid, code: t.wrongCode(), ip: IP })).rejects.toMatchObject({
        kind: 'rule_violated',
      });
    await expect(t.confirm({ uuid, code: t.wrongCode(), ip: IP })).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'confirmation.locked',
    });
    await expect(t.confirm({ uuid, code: t.codeSent(), ip: IP })).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    expect(t.loginTokens.issued).toEqual([]);
  });
});

describe('activating', () => {
  it('pays the amount due with reference confirm:<uuid>, activates, and tells the listener once', async () => {
    const t = setup();
    t.payments.balances.set(ACCOUNT.accountId, 2_499);
    const { uuid } = await confirmedAccount(t);
    expect(await t.activate({ uuid, paymentIntentId: 'pi_123', ip: IP })).toEqual({ isActivated: true });
    expect(t.payments.payments).toEqual([
      expect.objectContaining({
        ...ACCOUNT,
        amountCents: 2_499,
        paymentId: 'pi_123',
        reference: `confirm:${uuid}`,
      }),
    ]);
    expect(t.listener.confirmed).toEqual([{ accountId: ACCOUNT.accountId, confirmationUuid: uuid }]);
    expect(await t.get(uuid, IP)).toEqual({ isCodeSet: false, isActivated: true });
  });

  it('answers isActivated again without paying or telling twice', async () => {
    const t = setup();
    t.payments.balances.set(ACCOUNT.accountId, 2_499);
    const { uuid } = await confirmedAccount(t);
    await t.activate({ uuid, paymentIntentId: 'pi_123', ip: IP });
    t.payments.balances.set(ACCOUNT.accountId, 2_499);
    expect(await t.activate({ uuid, paymentIntentId: 'pi_456', ip: IP })).toEqual({ isActivated: true });
    expect(t.payments.payments).toHaveLength(1);
    expect(t.listener.confirmed).toHaveLength(1);
  });

  it('activates without a payment when nothing is due', async () => {
    const t = setup();
    const { uuid } = await confirmedAccount(t);
    expect(await t.activate({ uuid, ip: IP })).toEqual({ isActivated: true });
    expect(t.payments.payments).toEqual([]);
  });

  it('wants a payment when something is due', async () => {
    const t = setup();
    t.payments.balances.set(ACCOUNT.accountId, 100);
    const { uuid } = await confirmedAccount(t);
    await expect(t.activate({ uuid, ip: IP })).rejects.toMatchObject({
      code: 'confirmation.payment_required',
    });
    expect(t.confirmations.rows.get(uuid)!.isActivated).toBe(false);
  });

  it('refuses to activate before the phone is confirmed, taking no money', async () => {
    const t = setup();
    t.payments.balances.set(ACCOUNT.accountId, 100);
    const uuid = await t.request(ACCOUNT);
    await expect(t.activate({ uuid, paymentIntentId: 'pi_1', ip: IP })).rejects.toMatchObject({
      code: 'confirmation.phone_not_confirmed',
    });
    expect(t.payments.payments).toEqual([]);
  });

  it('stays unactivated when the card is declined', async () => {
    const t = setup();
    t.payments.balances.set(ACCOUNT.accountId, 100);
    t.payments.failing.set('pi_declined', new Error('Your card was declined.'));
    const { uuid } = await confirmedAccount(t);
    await expect(t.activate({ uuid, paymentIntentId: 'pi_declined', ip: IP })).rejects.toThrow('declined');
    expect(t.confirmations.rows.get(uuid)!.isActivated).toBe(false);
    expect(t.listener.confirmed).toEqual([]);
  });

  it('refuses new codes once activated', async () => {
    const t = setup();
    const { uuid } = await confirmedAccount(t);
    await t.activate({ uuid, ip: IP });
    await expect(t.send({ uuid, phone: PHONE, ip: IP })).rejects.toMatchObject({ kind: 'conflict' });
  });
});
