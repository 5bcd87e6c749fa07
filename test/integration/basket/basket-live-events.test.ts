import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { openStream as openStreamOf } from '../../support/event-stream.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { basketClient, listNumber } from './basket-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withHub: true });
  await seedLogins(t);
});
afterAll(() => t.close());

const openStream = (cookie: string) => openStreamOf(t, cookie);

describe('basket changes as live events', () => {
  it("tells the owning account's streams of an added item, and no other account's", async () => {
    const owner = await logIn(t, 'user@numberyard.test');
    const sameAccount = await logIn(t, 'admin@numberyard.test');
    const otherAccount = await logIn(t, 'staff@numberyard.test');
    const ownerTab = await openStream(sameAccount);
    const otherTab = await openStream(otherAccount);
    await listNumber(t, '+12012345501', {
      priceCents: 4_900,
      licenseOneTimeCents: 2_500,
      licenseMonthlyCents: 1_500,
    });

    const basket = basketClient(t, owner);
    const uuid = await basket.create();
    const added = await basket.add({ basketUuid: uuid, tn: '+12012345501' });
    expect(added.status).toBe(201);
    const { basketItemId } = await added.json();

    expect(await ownerTab.next()).toEqual({ service: 'basket', type: 'created', data: { basketUuid: uuid } });
    expect(await ownerTab.next()).toEqual({
      service: 'basket',
      type: 'created',
      data: { basketUuid: uuid, itemId: basketItemId },
    });
    // A marker published to the other account after the basket's changes: whatever came first arrives first.
    const marker = await t.request('/api/dev/events', {
      method: 'POST',
      cookie: otherAccount,
      json: { service: 'marker', type: 'created' },
    });
    expect(marker.status).toBe(202);
    expect(await otherTab.next()).toMatchObject({ service: 'marker' });
    await Promise.all([ownerTab.close(), otherTab.close()]);
  });
});
