import type { Contact } from '../../src/api/contacts.ts';
import { backend, http, newId, notSignedIn, page } from './backend.ts';

type ApiErrorBody = { name: string; code: string; message: string; errors?: Record<string, string> };

/** The signed-in account's contacts as the fake keeps them (the server's rules are its own); reset before each test. */
export const contactBackend = {
  contacts: [] as Contact[],
  /** The next change answers this error instead, once. */
  nextError: null as { status: 400 | 404 | 409; body: ApiErrorBody } | null,
};

export function resetContactBackend(): void {
  contactBackend.contacts = [];
  contactBackend.nextError = null;
}

/** A contact fixture. */
export function contact(overrides: Partial<Contact> = {}): Contact {
  return { contactId: newId(), name: 'Ann Lee', callerId: '+12012345678', blocked: 'N', ...overrides };
}

function takeError() {
  const error = contactBackend.nextError;
  contactBackend.nextError = null;
  return error;
}

const notFound = { name: 'NotFoundError', code: 'contact.not_found', message: 'No such contact.' };
const byId = (id: number) => contactBackend.contacts.find((row) => row.contactId === id);

/** The fake /api/accounts/contacts routes: the rows a test set, narrowed by the blocked and name filters. */
export const contactHandlers = [
  http.get('/api/accounts/contacts', ({ query, response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    backend.calls.push({ operation: 'listContacts', body: query });
    const blocked = query.get('blocked');
    const contains = query.get('name[$contains]')?.toLowerCase();
    const rows = contactBackend.contacts.filter(
      (row) =>
        (!blocked || row.blocked === blocked) && (!contains || row.name.toLowerCase().includes(contains)),
    );
    return response(200).json(page(rows, query));
  }),

  http.post('/api/accounts/contacts', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createContact', body });
    const error = takeError();
    if (error) return response(error.status as 409).json(error.body);
    const created = contact({
      name: body.name.trim(),
      callerId: body.callerId,
      blocked: body.blocked ?? 'N',
    });
    contactBackend.contacts.push(created);
    return response(201).json(created);
  }),

  http.patch('/api/accounts/contacts/{contactId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({
      operation: 'updateContact',
      body: { contactId: Number(params.contactId), ...body },
    });
    const error = takeError();
    if (error) return response(error.status).json(error.body);
    const row = byId(Number(params.contactId));
    if (!row) return response(404).json(notFound);
    Object.assign(row, body);
    return response(200).json(row);
  }),

  http.delete('/api/accounts/contacts/{contactId}', ({ params, response }) => {
    backend.calls.push({ operation: 'deleteContact', body: { contactId: Number(params.contactId) } });
    const row = byId(Number(params.contactId));
    if (!row) return response(404).json(notFound);
    contactBackend.contacts = contactBackend.contacts.filter((other) => other !== row);
    return response(204).empty();
  }),

  http.put('/api/accounts/contacts/blocked/{callerId}', async ({ params, request, response }) => {
    const { blocked } = await request.json();
    backend.calls.push({ operation: 'setContactBlocked', body: { callerId: params.callerId, blocked } });
    const error = takeError();
    if (error) return response(error.status as 400).json(error.body);
    const existing = contactBackend.contacts.find((row) => row.callerId === params.callerId);
    if (existing) {
      existing.blocked = blocked;
      return response(200).json(existing);
    }
    const created = contact({ name: params.callerId, callerId: params.callerId, blocked });
    contactBackend.contacts.push(created);
    return response(201).json(created);
  }),
];
