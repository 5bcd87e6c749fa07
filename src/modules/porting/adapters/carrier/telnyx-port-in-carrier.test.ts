import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTelnyxPorting } from '../../../../../test/support/fake-telnyx-porting.ts';
import { FixedClock } from '../../../../platform/clock/clock.ts';
import { TelnyxPortInCarrier, TelnyxPortingError } from './telnyx-port-in-carrier.ts';

const fake = new FakeTelnyxPorting();
const clock = new FixedClock('2026-11-28T12:00:00Z');
let carrier: TelnyxPortInCarrier;

beforeAll(async () => {
  await fake.start();
  carrier = new TelnyxPortInCarrier({ baseUrl: `${fake.url}/v2/`, apiKey: 'KEY0123', clock });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Elm St',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5V 2T6',
  account_number: 'A-1',
};

describe('TelnyxPortInCarrier', () => {
  it('creates a porting order for the number, fills in the current carrier’s account with the PIN, and confirms it', async () => {
    const { carrierOrderId } = await carrier.submit({ tn: '+18022340106', billing, pin: '4321' });
    expect(carrierOrderId).toBe('po-1');
    expect(fake.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v2/porting_orders',
      'PATCH /v2/porting_orders/po-1',
      'POST /v2/porting_orders/po-1/actions/confirm',
    ]);
    expect(fake.requests[0]).toMatchObject({
      headers: { authorization: 'Bearer KEY0123' },
      body: { phone_numbers: ['+18022340106'] },
    });
    expect(fake.requests[1]?.body).toEqual({
      end_user: {
        admin: {
          entity_name: 'Ada Lovelace',
          auth_person_name: 'Ada Lovelace',
          account_number: 'A-1',
          pin_passcode: '4321',
          billing_phone_number: '+18022340106',
        },
        location: {
          street_address: '12 Elm St',
          locality: 'Toronto',
          administrative_area: 'ON',
          postal_code: 'M5V 2T6',
          country_code: 'CA',
        },
      },
    });
  });

  it('reads in-process as submitted, an actual FOC date as the FOC step, ported as completed', async () => {
    const { carrierOrderId } = await carrier.submit({ tn: '+18022340100', billing, pin: null });
    expect(await carrier.status(carrierOrderId)).toEqual({ status: 'submitted' });
    const order = fake.orders.get(carrierOrderId)!;
    order.status.value = 'foc-date-confirmed';
    order.activation_settings.foc_datetime_actual = '2026-12-02T15:00:00Z';
    expect(await carrier.status(carrierOrderId)).toEqual({ status: 'focDateSet', focDate: '2026-12-02' });
    order.status.value = 'ported';
    expect(await carrier.status(carrierOrderId)).toEqual({ status: 'completed', focDate: '2026-12-02' });
    order.activation_settings.foc_datetime_actual = null;
    expect(await carrier.status(carrierOrderId)).toEqual({ status: 'completed', focDate: '2026-11-28' });
  });

  it('reads an exception as a rejection with Telnyx’s first detail as the reason', async () => {
    const { carrierOrderId } = await carrier.submit({ tn: '+18022340100', billing, pin: null });
    const order = fake.orders.get(carrierOrderId)!;
    order.status = {
      value: 'exception',
      details: [{ code: 'ACCOUNT_NUMBER_MISMATCH', description: ' Wrong account ' }],
    };
    expect(await carrier.status(carrierOrderId)).toEqual({
      status: 'rejected',
      reasonCode: 'ACCOUNT_NUMBER_MISMA', // reject_code holds 20 characters
      reasonText: 'Wrong account',
    });
    order.status = { value: 'cancelled', details: [] };
    expect(await carrier.status(carrierOrderId)).toMatchObject({
      status: 'rejected',
      reasonCode: 'cancelled',
    });
  });

  it('withdraws an order with the cancel action', async () => {
    const { carrierOrderId } = await carrier.submit({ tn: '+18022340100', billing, pin: null });
    await carrier.cancel(carrierOrderId);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/porting_orders/${carrierOrderId}/actions/cancel`,
    });
    expect(fake.orders.get(carrierOrderId)?.status.value).toBe('cancel-pending');
    await expect(carrier.cancel('po-404')).rejects.toBeInstanceOf(TelnyxPortingError);
  });

  it('fails (the job retries) on an HTTP error or an answer that is not JSON', async () => {
    fake.failWith = { status: 422, body: { errors: [{ detail: 'phone_numbers is invalid' }] } };
    const error = await carrier.submit({ tn: '+18022340100', billing, pin: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelnyxPortingError);
    expect(String(error)).toContain('phone_numbers is invalid');
    fake.failWith = { status: 422, body: { errors: [{ detail: 'pin_passcode 4321 is not valid' }] } };
    const echoed = await carrier
      .submit({ tn: '+18022340100', billing, pin: '4321' })
      .catch((e: unknown) => e);
    expect(String(echoed)).toContain('pin_passcode [PIN] is not valid');
    expect(String(echoed)).not.toContain('4321');
    fake.failWith = { status: 200, body: 'not json' };
    await expect(carrier.status('po-1')).rejects.toBeInstanceOf(TelnyxPortingError);
  });
});
