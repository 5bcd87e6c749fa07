import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { listNumber } from '../../support/inventory.ts';
import { insertNegotiation } from '../../support/negotiation-rows.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let staff: string;
let customer: string;
let staffUserId: number;
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' }, now: '2026-11-24T12:00:00Z' });
  await seedLogins(t);
  await listNumber(t, '+12012340100', { priceCents: 1_500_000 });
  await listNumber(t, '+12012340101', {
    priceCents: 0,
    licenseOneTimeCents: 25_000,
    licenseMonthlyCents: 12_500,
  });
  staff = await logIn(t, 'staff@numberyard.test');
  customer = await logIn(t, 'admin@numberyard.test');
  staffUserId = (await (await t.request('/api/profile', { cookie: staff })).json()).userInfo.userId;
});
afterAll(() => t.close());

/** A contact-agent request from its own address (the per-address limit never trips); answers the lead id. */
async function newLead(changes: Record<string, unknown> = {}): Promise<number> {
  const response = await t.request('/api/talk-to-agent', {
    method: 'POST',
    headers: { 'x-forwarded-for': `198.51.100.${++addresses}` },
    json: {
      type: 'purchase',
      tn: '+12012340100',
      name: 'Jo Buyer',
      email: 'jo@example.com',
      phone: '(201) 234-5678',
      comments: 'Is there any room on the price?',
      recaptchaToken: 'token',
      ...changes,
    },
  });
  expect(response.status).toBe(201);
  t.clock.advance(60_000);
  return (await response.json()).leadId;
}

const list = (query = '', cookie = staff, headers: Record<string, string> = {}) =>
  t.request(`/api/admin/leads${query}`, { cookie, headers });
const close = (id: number, json: unknown, cookie = staff) =>
  t.request(`/api/admin/leads/${id}`, { method: 'PATCH', cookie, json });
const auditOf = (id: number) =>
  t.sql<{ action: string; actor_user_id: number; before: unknown; after: unknown }>(
    'select action, actor_user_id, before, after from admin.audit_entry where subject = $1 order by id',
    [`agentLead:${id}`],
  );
const row = async (id: number) =>
  (
    await t.sql(
      'select status, closed_at, closed_by_user_id, close_note from offers.agent_lead where id = $1',
      [id],
    )
  )[0];

describe('GET /api/admin/leads', () => {
  it('is for staff only: guests 401, customers 403, with nothing answered', async () => {
    expect((await t.request('/api/admin/leads')).status).toBe(401);
    const refused = await list('', customer);
    expect(refused.status).toBe(403);
    expect((await refused.json()).data).toBeUndefined();
    expect((await list('', customer, { accept: 'text/csv' })).status).toBe(403);
  });

  it('lists leads newest first with the catalog prices, author and negotiationId, open until closed', async () => {
    const negotiationId = await insertNegotiation(t, '+12012340101');
    const first = await newLead({ email: 'newest-first-a@example.com' });
    const second = await newLead({
      type: 'license',
      tn: '+12012340101',
      email: 'newest-first-b@example.com',
      negotiationId,
    });
    const response = await list('?email[$contains]=newest-first');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: 2, limit: 10, skip: 0 });
    expect(body.data.map((lead: { leadId: number }) => lead.leadId)).toEqual([second, first]);
    const byNegotiation = await (await list(`?negotiationId=${negotiationId}`)).json();
    expect(byNegotiation.data.map((lead: { leadId: number }) => lead.leadId)).toEqual([second]);
    expect(body.data[0]).toEqual({
      leadId: second,
      tn: '+12012340101',
      formattedTn: '(201) 234-0101',
      type: 'license',
      name: 'Jo Buyer',
      email: 'newest-first-b@example.com',
      phone: '+12012345678',
      comments: 'Is there any room on the price?',
      brandingId: 1,
      price: 0,
      licenseSetupFee: 25_000,
      licenseMonthlyFee: 12_500,
      negotiationId,
      tag: null,
      accountId: null,
      userId: null,
      createDate: expect.any(String),
      status: 'open',
      closeDate: null,
      closedByUserId: null,
      closeNote: '',
    });
  });

  it('filters by status and pages in the list language', async () => {
    const [a, b, c] = [
      await newLead({ email: 'paging@example.com' }),
      await newLead({ email: 'paging@example.com' }),
      await newLead({ email: 'paging@example.com' }),
    ];
    expect((await close(b, { status: 'closed' })).status).toBe(200);
    const open = await (await list('?email=paging@example.com&status=open')).json();
    expect(open.data.map((lead: { leadId: number }) => lead.leadId)).toEqual([c, a]);
    const closed = await (await list('?email=paging@example.com&status[$eq]=closed')).json();
    expect(closed.data.map((lead: { leadId: number }) => lead.leadId)).toEqual([b]);
    const oldest = await (
      await list('?email=paging@example.com&$sort[createDate]=1&$limit=1&$skip=1')
    ).json();
    expect(oldest).toMatchObject({ total: 3, limit: 1, skip: 1, data: [{ leadId: b }] });
  });

  it('refuses fields and operators outside the whitelist with 400', async () => {
    const unknownField = await list('?comments=x');
    expect(unknownField.status).toBe(400);
    expect(Object.keys((await unknownField.json()).errors)).toEqual(['comments']);
    expect((await list('?status=pending')).status).toBe(400);
    expect((await list('?tn[$regex]=1')).status).toBe(400);
  });
});

describe('PATCH /api/admin/leads/{id}', () => {
  it('closes a lead with the note, who and when, audited in the same transaction', async () => {
    const id = await newLead();
    const response = await close(id, { status: 'closed', note: '  Called back; sold by phone. ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      leadId: id,
      status: 'closed',
      closeDate: t.clock.now().toISOString(),
      closedByUserId: staffUserId,
      closeNote: 'Called back; sold by phone.',
    });
    expect(await row(id)).toMatchObject({ status: 'closed', closed_by_user_id: staffUserId });
    expect(await auditOf(id)).toEqual([
      {
        action: 'agentLead.close',
        actor_user_id: staffUserId,
        before: { status: 'open' },
        after: { status: 'closed', note: 'Called back; sold by phone.' },
      },
    ]);
  });

  it('answers 409 for a closed lead and keeps the first note and audit entry', async () => {
    const id = await newLead();
    await close(id, { status: 'closed', note: 'First' });
    const again = await close(id, { status: 'closed', note: 'Second' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This lead is already closed.');
    expect(await row(id)).toMatchObject({ close_note: 'First' });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('is for staff only and changes nothing for others', async () => {
    const id = await newLead();
    expect(
      (await t.request(`/api/admin/leads/${id}`, { method: 'PATCH', json: { status: 'closed' } })).status,
    ).toBe(401);
    expect((await close(id, { status: 'closed' }, customer)).status).toBe(403);
    expect(await row(id)).toMatchObject({ status: 'open', closed_at: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses bad input with 400 and an unknown lead with 404, changing nothing', async () => {
    const id = await newLead();
    const wrongStatus = await close(id, { status: 'open' });
    expect(wrongStatus.status).toBe(400);
    expect((await wrongStatus.json()).errors.status).toBe("Status must be 'closed'.");
    const longNote = await close(id, { status: 'closed', note: 'x'.repeat(1001) });
    expect(longNote.status).toBe(400);
    expect((await longNote.json()).errors.note).toBe('The note is at most 1000 characters.');
    expect(await row(id)).toMatchObject({ status: 'open' });
    const missing = await close(999_999, { status: 'closed' });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('No such lead.');
  });
});
