import { expect } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';

/** POST /api/offers from a signed-in member (cookie) or a guest (email and password in the body). */
export function postOffer(t: TestApp, body: Record<string, unknown>, cookie?: string) {
  return t.request('/api/offers', {
    method: 'POST',
    json: { paymentIntentId: 'pm_card_visa', recaptchaToken: 'token', ...body },
    ...(cookie ? { cookie } : {}),
  });
}

/** A submitted offer's uuid (201 expected). */
export async function offerUuid(t: TestApp, body: Record<string, unknown>, cookie?: string): Promise<string> {
  const response = await postOffer(t, body, cookie);
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.uuid;
}

export function answer(t: TestApp, uuid: string, json: Record<string, unknown>, cookie: string) {
  return t.request(`/api/brokerage/negotiations/${uuid}`, { method: 'PATCH', json, cookie });
}

export async function row(t: TestApp, uuid: string) {
  const [found] = await t.sql<Record<string, unknown>>('select * from offers.negotiation where uuid = $1', [
    uuid,
  ]);
  return found!;
}

/** The billing record of the negotiation's card hold: its amount and the gateway's status. */
export async function holdOf(t: TestApp, uuid: string) {
  const [hold] = await t.sql<{ amount_cents: number; status: string; reference: string }>(
    `select p.amount_cents, p.status, p.reference from billing.payment p
       join offers.negotiation n on n.hold_payment_intent_id = p.payment_intent_id where n.uuid = $1`,
    [uuid],
  );
  return hold;
}

/** Queued timer jobs of a negotiation: when each may start. */
export async function timersOf(t: TestApp, uuid: string): Promise<Date[]> {
  const rows = await t.sql<{ start_after: Date }>(
    `select start_after from pgboss.job where name = 'offers.close-negotiation' and data->>'uuid' = $1
      order by start_after`,
    [uuid],
  );
  return rows.map((r) => new Date(r.start_after));
}
