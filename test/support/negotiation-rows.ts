import type { TestApp } from './test-app.ts';

/** A negotiation row as offers-core stores it (submitted, card hold), for tests that only need one to exist. */
export async function insertNegotiation(t: TestApp, tn = '+12012340100'): Promise<number> {
  const now = t.clock.now();
  const [row] = await t.sql<{ id: number }>(
    `insert into offers.negotiation (uuid, tn, branding_id, buyer_account_id, buyer_user_id, original_price_cents,
       initial_offer_cents, offer_cents, status, wire_transfer, hold_cents, hold_state, expiration_date, create_date)
     values (gen_random_uuid(), $1, 1, 1, 1, 1500000, 1000000, 1000000, 'submitted', false, 1000000, 'held',
       $2, $3) returning id`,
    [tn, new Date(now.getTime() + 86_400_000), now],
  );
  return row!.id;
}
