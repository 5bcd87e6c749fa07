import type { TestApp } from '../../support/test-app.ts';

export interface ContactBody {
  contactId: number;
  name: string;
  callerId: string;
  blocked: 'Y' | 'N';
}

/** The contacts API as one signed-in browser calls it. */
export function contactsClient(t: TestApp, cookie: string) {
  const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const response = await t.request(path, { ...init, cookie });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
  return {
    list: (query = '') => call(`/api/accounts/contacts${query}`),
    create: (json: unknown) => call('/api/accounts/contacts', { method: 'POST', json }),
    update: (contactId: number | string, json: unknown) =>
      call(`/api/accounts/contacts/${contactId}`, { method: 'PATCH', json }),
    remove: (contactId: number | string) => call(`/api/accounts/contacts/${contactId}`, { method: 'DELETE' }),
    setBlocked: (callerId: string, blocked: unknown) =>
      call(`/api/accounts/contacts/blocked/${encodeURIComponent(callerId)}`, {
        method: 'PUT',
        json: { blocked },
      }),
  };
}

/** The live events written for an account, oldest first (they are delivered after commit). */
export async function contactEventsOf(t: TestApp, accountId: number) {
  return t.sql<{ type: string; data: { contactId: number } }>(
    `select type, data from platform.event where account_id = $1 and service = 'contacts' order by id`,
    [accountId],
  );
}

/** The account's contact rows, by caller id. */
export async function contactRows(t: TestApp, accountId: number) {
  return t.sql<{ name: string; caller_id: string; blocked: string }>(
    'select name, caller_id, blocked from messaging.contact where account_id = $1 order by caller_id',
    [accountId],
  );
}
