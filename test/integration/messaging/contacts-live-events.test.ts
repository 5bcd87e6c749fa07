import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { openStream } from '../../support/event-stream.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { contactsClient } from './contacts-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withHub: true });
  await seedLogins(t);
});
afterAll(() => t.close());

describe('contact changes as live events', () => {
  it("reach the account's open pages (created, patched, removed), and no other account's", async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const sameAccount = await logIn(t, 'user@numberyard.test');
    const otherAccount = await logIn(t, 'broker@numberyard.test');
    const tab = await openStream(t, sameAccount);
    const otherTab = await openStream(t, otherAccount);
    const contacts = contactsClient(t, admin);

    const { body } = await contacts.create({ name: 'Ann', callerId: '+12012345678' });
    await contacts.setBlocked('+12012345678', 'Y');
    await contacts.remove(body.contactId);
    const data = { contactId: body.contactId };
    expect(await tab.next()).toEqual({ service: 'contacts', type: 'created', data });
    expect(await tab.next()).toEqual({ service: 'contacts', type: 'patched', data });
    expect(await tab.next()).toEqual({ service: 'contacts', type: 'removed', data });

    // A marker published to the other account after the changes: whatever came first arrives first.
    const marker = await t.request('/api/dev/events', {
      method: 'POST',
      cookie: otherAccount,
      json: { service: 'marker', type: 'created' },
    });
    expect(marker.status).toBe(202);
    expect(await otherTab.next()).toMatchObject({ service: 'marker' });
    await Promise.all([tab.close(), otherTab.close()]);
  });

  it('publishes nothing for a refused change', async () => {
    const admin = contactsClient(t, await logIn(t, 'admin@numberyard.test'));
    await admin.create({ name: 'Bob', callerId: '+12012345679' });
    const [before] = await t.sql<{ n: number }>('select count(*)::int as n from platform.event');
    expect((await admin.create({ name: 'Bob again', callerId: '+12012345679' })).status).toBe(409);
    expect((await admin.update(999_999, { name: 'Nobody' })).status).toBe(404);
    const [after] = await t.sql<{ n: number }>('select count(*)::int as n from platform.event');
    expect(after!.n).toBe(before!.n);
  });
});
