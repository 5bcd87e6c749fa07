import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { idOf } from './account-numbers-kit.ts';
import { type ContactBody, contactEventsOf, contactRows, contactsClient } from './contacts-kit.ts';

let t: TestApp;
let acme: number;
let broker: number;
let admin: ReturnType<typeof contactsClient>;
let user: ReturnType<typeof contactsClient>;
let otherAccount: ReturnType<typeof contactsClient>;

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  acme = await idOf(t, 'account', 'admin@numberyard.test');
  broker = await idOf(t, 'account', 'broker@numberyard.test');
  admin = contactsClient(t, await logIn(t, 'admin@numberyard.test'));
  user = contactsClient(t, await logIn(t, 'user@numberyard.test'));
  otherAccount = contactsClient(t, await logIn(t, 'broker@numberyard.test'));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.sql('delete from messaging.contact');
  await t.sql("delete from platform.event where service = 'contacts'");
});

const create = async (client: ReturnType<typeof contactsClient>, name: string, callerId: string) => {
  const { status, body } = await client.create({ name, callerId });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as ContactBody;
};

describe('POST /api/accounts/contacts', () => {
  it('stores the trimmed name and the number as E.164, unblocked, and tells open pages', async () => {
    const { status, body } = await admin.create({ name: '  Ann Lee ', callerId: '(201) 234-5678' });
    expect(status).toBe(201);
    expect(body).toEqual({
      contactId: expect.any(Number),
      name: 'Ann Lee',
      callerId: '+12012345678',
      blocked: 'N',
    });
    expect(await contactEventsOf(t, acme)).toEqual([
      { type: 'created', data: { contactId: body.contactId } },
    ]);
  });

  it('takes blocked Y, short codes and international numbers', async () => {
    expect((await admin.create({ name: 'Spam', callerId: '12345', blocked: 'Y' })).body).toMatchObject({
      callerId: '12345',
      blocked: 'Y',
    });
    expect((await admin.create({ name: 'London', callerId: '+44 20 7946 0958' })).body).toMatchObject({
      callerId: '+442079460958',
    });
  });

  it('answers 409 for a second contact of the same number in any form, and changes nothing', async () => {
    await create(admin, 'Ann', '+12012345678');
    const { status, body } = await admin.create({ name: 'Ann again', callerId: '201.234.5678' });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'contact.number_taken',
      message: 'You already have a contact for (201) 234-5678.',
    });
    expect(await contactRows(t, acme)).toEqual([{ name: 'Ann', caller_id: '+12012345678', blocked: 'N' }]);
    expect(await contactEventsOf(t, acme)).toHaveLength(1);
  });

  it('lets another account keep a contact of the same number', async () => {
    await create(admin, 'Ann', '+12012345678');
    expect((await otherAccount.create({ name: 'Ann', callerId: '+12012345678' })).status).toBe(201);
  });

  it.each([
    [{ name: '   ', callerId: '+12012345678' }, 'name', 'Name is required.'],
    [{ name: 'x'.repeat(101), callerId: '+12012345678' }, 'name', 'Name must be at most 100 characters.'],
    [{ name: 'Ann', callerId: '555-1234' }, 'callerId', 'Enter a valid phone number.'],
    [{ name: 'Ann' }, 'callerId', expect.any(String)],
    [{ name: 'Ann', callerId: '+12012345678', blocked: 'maybe' }, 'blocked', expect.any(String)],
  ])('refuses %j with 400 naming the field, and stores nothing', async (json, field, message) => {
    const { status, body } = await admin.create(json);
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({ [field]: message });
    expect(await contactRows(t, acme)).toEqual([]);
  });

  it('keeps a name of exactly 100 characters', async () => {
    expect((await admin.create({ name: 'x'.repeat(100), callerId: '+12012345678' })).status).toBe(201);
  });

  it('lets a member with role user manage the account contacts too', async () => {
    const contact = await create(user, 'Ann', '+12012345678');
    expect((await admin.list()).body.data).toEqual([contact]);
  });

  it('answers 401 to a guest', async () => {
    const response = await t.request('/api/accounts/contacts', {
      method: 'POST',
      json: { name: 'Ann', callerId: '+12012345678' },
    });
    expect(response.status).toBe(401);
    expect((await t.request('/api/accounts/contacts')).status).toBe(401);
  });
});

describe('GET /api/accounts/contacts', () => {
  beforeEach(async () => {
    await create(admin, 'Carol', '+12012340003');
    await create(admin, 'ann', '+12012340001');
    await create(admin, 'Bob 100%', '+12012340002');
    await create(otherAccount, 'Anna of another account', '+12012340009');
  });
  const names = (body: { data: ContactBody[] }) => body.data.map((contact) => contact.name);

  it("answers the account's contacts by name, in the list envelope, and none of another account", async () => {
    const { status, body } = await admin.list();
    expect(status).toBe(200);
    expect(names(body)).toEqual(['ann', 'Bob 100%', 'Carol']);
    expect(body).toMatchObject({ total: 3, limit: 10, skip: 0 });
  });

  it('filters on a name containing the text, in any case, taking % literally', async () => {
    expect(names((await admin.list('?name[$contains]=AN')).body)).toEqual(['ann']);
    expect(names((await admin.list('?name[$contains]=0%25')).body)).toEqual(['Bob 100%']);
    expect(names((await admin.list('?name[$contains]=nobody')).body)).toEqual([]);
  });

  it('filters on a name not equal to empty (the spec call) and on blocked', async () => {
    expect(names((await admin.list('?name[$ne]=')).body)).toEqual(['ann', 'Bob 100%', 'Carol']);
    await admin.setBlocked('+12012340003', 'Y');
    expect(names((await admin.list('?blocked=Y')).body)).toEqual(['Carol']);
    expect(names((await admin.list('?blocked[$eq]=N')).body)).toEqual(['ann', 'Bob 100%']);
  });

  it('pages with $skip and $limit and sorts on request (ties by contactId)', async () => {
    const { body } = await admin.list('?$skip=1&$limit=1');
    expect(body).toMatchObject({ total: 3, limit: 1, skip: 1 });
    expect(names(body)).toEqual(['Bob 100%']);
    expect(names((await admin.list('?$sort[callerId]=-1')).body)).toEqual(['Carol', 'Bob 100%', 'ann']);
  });

  it('answers 400 to an unknown field or operator and to a $limit above 300', async () => {
    expect((await admin.list('?accountId=1')).status).toBe(400);
    expect((await admin.list('?name[$regex]=a')).status).toBe(400);
    expect((await admin.list('?$limit=301')).status).toBe(400);
  });
});

describe('PATCH /api/accounts/contacts/{contactId}', () => {
  it('changes only the fields sent and tells open pages', async () => {
    const ann = await create(admin, 'Ann', '+12012345678');
    const { status, body } = await admin.update(ann.contactId, { name: ' Ann Lee ' });
    expect(status).toBe(200);
    expect(body).toEqual({ ...ann, name: 'Ann Lee' });
    const renumbered = await admin.update(ann.contactId, { callerId: '2012345679', blocked: 'Y' });
    expect(renumbered.body).toEqual({ ...ann, name: 'Ann Lee', callerId: '+12012345679', blocked: 'Y' });
    expect((await contactEventsOf(t, acme)).map((event) => event.type)).toEqual([
      'created',
      'patched',
      'patched',
    ]);
  });

  it("answers 409 when the new number is another contact's, and changes nothing", async () => {
    const ann = await create(admin, 'Ann', '+12012345678');
    await create(admin, 'Bob', '+12012345679');
    const { status } = await admin.update(ann.contactId, { name: 'Ann Lee', callerId: '(201) 234-5679' });
    expect(status).toBe(409);
    expect((await contactRows(t, acme)).map((row) => row.name)).toEqual(['Ann', 'Bob']);
  });

  it('accepts its own number in another form', async () => {
    const ann = await create(admin, 'Ann', '+12012345678');
    expect((await admin.update(ann.contactId, { callerId: '201-234-5678' })).status).toBe(200);
  });

  it('answers 400 to an empty name or an invalid number, and changes nothing', async () => {
    const ann = await create(admin, 'Ann', '+12012345678');
    expect((await admin.update(ann.contactId, { name: '' })).body.errors).toEqual({
      name: 'Name is required.',
    });
    expect((await admin.update(ann.contactId, { callerId: 'nope' })).status).toBe(400);
    expect((await admin.update('abc', { name: 'x' })).status).toBe(400);
    expect(await contactRows(t, acme)).toEqual([{ name: 'Ann', caller_id: '+12012345678', blocked: 'N' }]);
  });

  it("answers 404 for another account's contact, which stays as it was", async () => {
    const theirs = await create(otherAccount, 'Theirs', '+12012345678');
    expect((await admin.update(theirs.contactId, { name: 'Mine now' })).status).toBe(404);
    expect((await admin.update(999_999, { name: 'Nobody' })).status).toBe(404);
    expect(await contactRows(t, broker)).toEqual([
      { name: 'Theirs', caller_id: '+12012345678', blocked: 'N' },
    ]);
  });
});

describe('DELETE /api/accounts/contacts/{contactId}', () => {
  it('removes the contact (then 404) and tells open pages its id', async () => {
    const ann = await create(admin, 'Ann', '+12012345678');
    expect((await admin.remove(ann.contactId)).status).toBe(204);
    expect(await contactRows(t, acme)).toEqual([]);
    expect((await admin.remove(ann.contactId)).status).toBe(404);
    expect(await contactEventsOf(t, acme)).toEqual([
      { type: 'created', data: { contactId: ann.contactId } },
      { type: 'removed', data: { contactId: ann.contactId } },
    ]);
  });

  it("answers 404 for another account's contact, which stays", async () => {
    const theirs = await create(otherAccount, 'Theirs', '+12012345678');
    expect((await admin.remove(theirs.contactId)).status).toBe(404);
    expect(await contactRows(t, broker)).toHaveLength(1);
  });
});

describe('PUT /api/accounts/contacts/blocked/{callerId}', () => {
  it('creates a blocked contact named after the formatted number when the account has none (201)', async () => {
    const { status, body } = await admin.setBlocked('+12012345678', 'Y');
    expect(status).toBe(201);
    expect(body).toEqual({
      contactId: expect.any(Number),
      name: '(201) 234-5678',
      callerId: '+12012345678',
      blocked: 'Y',
    });
    expect(await contactEventsOf(t, acme)).toEqual([
      { type: 'created', data: { contactId: body.contactId } },
    ]);
  });

  it("sets the existing contact's flag (200), keeps its name, and a repeat changes nothing", async () => {
    const ann = await create(admin, 'Ann', '+12012345678');
    const blocked = await admin.setBlocked('2012345678', 'Y');
    expect(blocked).toEqual({ status: 200, body: { ...ann, blocked: 'Y' } });
    expect((await admin.setBlocked('+12012345678', 'Y')).status).toBe(200);
    expect((await admin.setBlocked('+12012345678', 'N')).body).toEqual(ann);
    expect((await contactEventsOf(t, acme)).map((event) => event.type)).toEqual([
      'created',
      'patched',
      'patched',
    ]);
  });

  it("blocks within the caller's account only", async () => {
    await create(otherAccount, 'Theirs', '+12012345678');
    expect((await admin.setBlocked('+12012345678', 'Y')).status).toBe(201);
    expect(await contactRows(t, broker)).toEqual([
      { name: 'Theirs', caller_id: '+12012345678', blocked: 'N' },
    ]);
  });

  it('creates one contact when two requests block a new number at once', async () => {
    const answers = await Promise.all([
      admin.setBlocked('+12012345678', 'Y'),
      user.setBlocked('2012345678', 'Y'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await contactRows(t, acme)).toEqual([
      { name: '(201) 234-5678', caller_id: '+12012345678', blocked: 'Y' },
    ]);
  });

  it('answers 400 to an invalid number or flag, and stores nothing', async () => {
    expect((await admin.setBlocked('555', 'Y')).status).toBe(400);
    expect((await admin.setBlocked('+12012345678', 'yes')).status).toBe(400);
    expect(await contactRows(t, acme)).toEqual([]);
  });
});
