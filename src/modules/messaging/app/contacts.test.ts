import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { Contact } from '../domain/contact.ts';
import { InMemoryContacts, recordedContactEvents } from '../testing/in-memory-contacts.ts';
import { makeCreateContact } from './create-contact.ts';
import { makeDeleteContact } from './delete-contact.ts';
import { makeSetContactBlocked } from './set-contact-blocked.ts';
import { makeUpdateContact } from './update-contact.ts';

function setUp() {
  const contacts = new InMemoryContacts();
  const { events, published } = recordedContactEvents();
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const deps = { contacts, book: contacts, events, clock, tx: <T>(work: () => Promise<T>) => work() };
  return { contacts, published, clock, deps };
}

describe('contact use cases', () => {
  it('refuses a second contact of one number in the account, and publishes nothing for it', async () => {
    const { deps, published } = setUp();
    const create = makeCreateContact(deps);
    await create({ accountId: 1, name: 'Ann', callerId: '+12012345678' });
    await expect(create({ accountId: 1, name: 'Ann', callerId: '201-234-5678' })).rejects.toMatchObject({
      kind: 'conflict',
    });
    await create({ accountId: 2, name: 'Ann', callerId: '+12012345678' });
    expect(published.map((event) => event.type)).toEqual(['created', 'created']);
  });

  it("renumbers a contact unless the number is another contact's", async () => {
    const { deps, contacts } = setUp();
    const create = makeCreateContact(deps);
    const ann = await create({ accountId: 1, name: 'Ann', callerId: '+12012345678' });
    await create({ accountId: 1, name: 'Bob', callerId: '+12012345679' });
    const update = makeUpdateContact(deps);
    await expect(
      update({ accountId: 1, contactId: ann.contactId, changes: { callerId: '+12012345679' } }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    await expect(
      update({ accountId: 2, contactId: ann.contactId, changes: { name: 'Theirs' } }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(contacts.rows.map((row) => row.callerId)).toEqual(['+12012345678', '+12012345679']);
  });

  it('blocking a number without a contact creates one named after it; a repeat publishes nothing', async () => {
    const { deps, published } = setUp();
    const setBlocked = makeSetContactBlocked(deps);
    const first = await setBlocked({ accountId: 1, callerId: '2012345678', blocked: 'Y' });
    expect(first).toEqual({
      created: true,
      contact: { contactId: 1, name: '(201) 234-5678', callerId: '+12012345678', blocked: 'Y' },
    });
    expect((await setBlocked({ accountId: 1, callerId: '+12012345678', blocked: 'Y' })).created).toBe(false);
    await setBlocked({ accountId: 1, callerId: '+12012345678', blocked: 'N' });
    expect(published.map((event) => event.type)).toEqual(['created', 'patched']);
  });

  it("blocking keeps an existing contact's name", async () => {
    const { deps, contacts, clock } = setUp();
    await contacts.add(
      new Contact({ accountId: 1, name: 'Ann', callerId: '+12012345678', now: clock.now() }),
    );
    const { contact } = await makeSetContactBlocked(deps)({
      accountId: 1,
      callerId: '+12012345678',
      blocked: 'Y',
    });
    expect(contact).toMatchObject({ name: 'Ann', blocked: 'Y' });
  });

  it('deleting tells open pages the id of the contact that went', async () => {
    const { deps, contacts, published } = setUp();
    const ann = await makeCreateContact(deps)({ accountId: 1, name: 'Ann', callerId: '+12012345678' });
    await makeDeleteContact(deps)({ accountId: 1, contactId: ann.contactId });
    expect(contacts.rows).toEqual([]);
    expect(published.at(-1)).toEqual({ type: 'removed', contactId: ann.contactId });
    await expect(makeDeleteContact(deps)({ accountId: 1, contactId: ann.contactId })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
