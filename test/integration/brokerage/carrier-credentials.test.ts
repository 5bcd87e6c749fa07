import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_CREDENTIAL_MESSAGES as M } from '../../../src/shared/carrier-credential-rules.ts';
import { logIn } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { signedInBroker } from './verification-support.ts';

let t: TestApp;
let broker: { cookie: string; accountId: number };
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
  broker = await signedInBroker(t);
});
afterAll(() => t.close());

const PATH = '/api/brokerage/carrierCredentials';
const add = (json: Record<string, unknown>, cookie = broker.cookie) =>
  t.request(PATH, { method: 'POST', json, cookie });
const list = async (cookie = broker.cookie) => (await t.request(PATH, { cookie })).json();
const valid = {
  vendor: 'bwc',
  vendorAccountId: '5001234',
  authType: 'basicAuth',
  data: 'api.user:S3cret-pass',
  description: 'Main account',
};

describe('carrier credentials (spec 3, docs/adr/0059)', () => {
  it('a credential is stored sealed, tried at the carrier, and listed without its secret', async () => {
    const response = await add(valid);
    expect(response.status).toBe(201);
    const { brokerageVendorCredentialId } = await response.json();
    const body = await list();
    expect(body.data).toEqual([
      {
        brokerageVendorCredentialId,
        vendor: 'bwc',
        vendorAccountId: '5001234',
        authType: 'basicAuth',
        description: 'Main account',
        tnCount: 0,
        createDate: '2026-11-28T12:00:00.000Z',
        lastVerifiedDate: '2026-11-28T12:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('S3cret-pass');
  });

  it('the plaintext secret appears nowhere in the database row', async () => {
    const secret = 'TokenXyz-4242_secret';
    const { brokerageVendorCredentialId } = await (
      await add({ vendor: 'peerless', authType: 'bearerToken', data: secret })
    ).json();
    const rows = await t.sql<{ row: string }>(
      `select row_to_json(c)::text as row from brokerage.vendor_credential c
        where brokerage_vendor_credential_id = $1`,
      [brokerageVendorCredentialId],
    );
    expect(rows[0]!.row).not.toContain(secret);
    expect(rows[0]!.row).not.toContain(Buffer.from(secret).toString('base64'));
    const opened = await t.sql<{ sealed_secret: string }>(
      'select sealed_secret from brokerage.vendor_credential where brokerage_vendor_credential_id = $1',
      [brokerageVendorCredentialId],
    );
    expect(opened[0]!.sealed_secret).toMatch(/^v1\./);
  });

  it('a credential the carrier refuses is stored without a Last Verified date', async () => {
    const { brokerageVendorCredentialId } = await (
      await add({ vendor: 'bwc', authType: 'bearerToken', data: 'invalid-token-1' })
    ).json();
    const row = (await list()).data.find(
      (c: { brokerageVendorCredentialId: number }) =>
        c.brokerageVendorCredentialId === brokerageVendorCredentialId,
    );
    expect(row.lastVerifiedDate).toBeNull();
  });

  it.each([
    [{ vendor: 'att' }, 'vendor', M.vendor],
    [{ authType: 'oauth' }, 'authType', M.authType],
    [{ data: '' }, 'data', M.dataRequired],
    [{ data: 'user:short' }, 'data', M.basicAuth],
    [{ authType: 'bearerToken', data: 'bad token!' }, 'data', M.bearerToken],
  ])('refuses %j with the spec message and stores nothing', async (change, field, message) => {
    const before = (await list()).total;
    const response = await add({ ...valid, ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
    expect((await list()).total).toBe(before);
  });

  it('delete removes it from the list; another broker, or a second delete, answers 404', async () => {
    const { brokerageVendorCredentialId: id } = await (await add(valid)).json();
    const admin = await logIn(t, 'admin@numberyard.test');
    expect((await t.request(`${PATH}/${id}`, { method: 'DELETE', cookie: admin })).status).toBe(403);
    await t.sql(
      'update brokerage.vendor_credential set broker_account_id = broker_account_id + 1000 where brokerage_vendor_credential_id = $1',
      [id],
    );
    expect((await t.request(`${PATH}/${id}`, { method: 'DELETE', cookie: broker.cookie })).status).toBe(404);
    await t.sql(
      'update brokerage.vendor_credential set broker_account_id = broker_account_id - 1000 where brokerage_vendor_credential_id = $1',
      [id],
    );
    expect((await t.request(`${PATH}/${id}`, { method: 'DELETE', cookie: broker.cookie })).status).toBe(204);
    expect(
      (await list()).data.map((c: { brokerageVendorCredentialId: number }) => c.brokerageVendorCredentialId),
    ).not.toContain(id);
    expect((await t.request(`${PATH}/${id}`, { method: 'DELETE', cookie: broker.cookie })).status).toBe(404);
  });

  it('non-brokers are refused (403) and $limit is at most 1000', async () => {
    const user = await logIn(t, 'user@numberyard.test');
    expect((await t.request(PATH, { cookie: user })).status).toBe(403);
    expect((await add(valid, user)).status).toBe(403);
    expect((await t.request(`${PATH}?$limit=1001`, { cookie: broker.cookie })).status).toBe(400);
    expect((await t.request(`${PATH}?$limit=1000`, { cookie: broker.cookie })).status).toBe(200);
  });
});
