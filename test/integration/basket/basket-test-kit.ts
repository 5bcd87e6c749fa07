import { expect } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';

export { listNumber } from '../../support/inventory.ts';

/** A basket client: each call sends the given session cookie (or none, as a guest). */
export function basketClient(t: TestApp, cookie?: string) {
  const as = cookie ? { cookie } : {};
  return {
    async create(): Promise<string> {
      const response = await t.request('/api/baskets', { method: 'POST', json: {}, ...as });
      expect(response.status).toBe(201);
      return (await response.json()).uuid;
    },
    get: (uuid: string) => t.request(`/api/baskets/${uuid}`, as),
    add: (json: Record<string, unknown>) => t.request('/api/baskets/items', { method: 'POST', json, ...as }),
    change: (basketUuid: string, id: number, json: unknown) =>
      t.request(`/api/baskets/items/${id}?basketUuid=${basketUuid}`, { method: 'PATCH', json, ...as }),
    patch: (uuid: string, data: Record<string, unknown>) =>
      t.request(`/api/baskets/${uuid}`, { method: 'PATCH', json: { data }, ...as }),
    remove: (basketUuid: string, id: number) =>
      t.request(`/api/baskets/items/${id}?basketUuid=${basketUuid}`, { method: 'DELETE', ...as }),
  };
}

/** Whether an exact-number search finds the number, as seen from a basket (or from nobody's). */
export async function searchFinds(t: TestApp, tn: string, basketUuid?: string): Promise<boolean> {
  const query = new URLSearchParams({ fqtnSearch: tn });
  if (basketUuid) query.set('basketUuid', basketUuid);
  const response = await t.request(`/api/tnSearch?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()).data.some((number: { tn: string }) => number.tn === tn);
}

export async function holdOf(t: TestApp, tn: string) {
  const [row] = await t.sql<{ reserved_basket: string | null; reserved_until: Date | null }>(
    'select reserved_basket, reserved_until from catalog.number where tn = $1',
    [tn],
  );
  return row && { ...row, reserved_until: row.reserved_until && new Date(row.reserved_until) };
}

export async function itemRows(t: TestApp, basketUuid: string) {
  const rows = await t.sql<{ id: number; tn: string; deleted_at: Date | null }>(
    'select id, tn, deleted_at from basket.basket_item where basket_uuid = $1 order by id',
    [basketUuid],
  );
  return rows.map((row) => ({ ...row, deleted_at: row.deleted_at && new Date(row.deleted_at) }));
}
