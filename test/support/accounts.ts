import { expect } from 'vitest';
import { seedDemoLogins } from '../../src/modules/accounts/index.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import { cookieFrom, type TestApp } from './test-app.ts';

export const PASSWORD = 'Numberyard1';

export async function seedLogins(t: TestApp): Promise<void> {
  await withContext(t.orm, () => seedDemoLogins(t.orm.em.fork(), t.clock.now()));
}

/** Signs in with the demo password (no MFA) and answers the `ny_session=...` cookie pair. */
export async function logIn(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const response = await t.request('/api/session', { method: 'POST', json: { email, password } });
  expect(response.status, `login ${email}`).toBe(200);
  const body = await response.json();
  expect(body.result, `login ${email}`).toBe('success');
  return cookieFrom(response, 'ny_session');
}

/** The newest mail sent to an address, from the outbox every mail goes through. */
export async function lastMailTo(
  t: TestApp,
  to: string,
): Promise<{ subject: string; text_body: string } | undefined> {
  const rows = await t.sql<{ subject: string; text_body: string }>(
    'select subject, text_body from platform.mail_outbox where to_address = $1 order by id desc limit 1',
    [to],
  );
  return rows[0];
}

export async function lastSmsTo(t: TestApp, to: string): Promise<string | undefined> {
  const rows = await t.sql<{ body: string }>(
    'select body from platform.sms_outbox where to_tn = $1 order by id desc limit 1',
    [to],
  );
  return rows[0]?.body;
}

export function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

export const json = async (response: Response) => ({ status: response.status, body: await response.json() });
