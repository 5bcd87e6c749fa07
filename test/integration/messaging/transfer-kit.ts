import { createHash } from 'node:crypto';
import { lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Ownership-transfer tests' world: the demo logins, and numbers of Acme paid up to Dec 24, 2026. */
export async function transferWorld() {
  const t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await seedLogins(t);
  const accountOf = async (email: string) => {
    const [row] = await t.sql<{ id: number }>(
      `select m.account_id as id from accounts."user" u join accounts.membership m on m.user_id = u.id
        where u.email = $1 order by m.id limit 1`,
      [email],
    );
    return row!.id;
  };
  const acme = await accountOf('admin@numberyard.test');
  const broker = await accountOf('broker@numberyard.test');
  return { t, acme, broker, kit: transferKit(t) };
}

export function transferKit(t: TestApp) {
  const path = (tn: string) => `/api/accounts/telephone-numbers/${encodeURIComponent(tn)}/ownership-transfer`;
  const call = async (response: Promise<Response>) => {
    const answer = await response;
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : null };
  };
  return {
    logIn: (email: string) => logIn(t, email),
    addNumber: (accountId: number, tn: string, more: { license?: boolean; userId?: number } = {}) =>
      t.sql(
        `insert into messaging.account_number (account_id, tn, plan_id, mrc_cents, billing_period, anniversary_date,
           paid_through, assigned_user_id, nickname, forward_to, port_out_pin_hash, transfer_lock, license_mrc_cents)
         values ($1, $2, 3, 600, 1, '2026-11-24', '2026-12-24', $3, 'Front desk', '+12015550100', 'hash', true, $4)`,
        [accountId, tn, more.userId ?? null, more.license ? 900 : null],
      ),
    start: (cookie: string, tn: string, email: string) =>
      call(t.request(path(tn), { method: 'POST', cookie, json: { email } })),
    show: (cookie: string, tn: string) => call(t.request(path(tn), { cookie })),
    cancel: (cookie: string, tn: string) => call(t.request(path(tn), { method: 'DELETE', cookie })),
    offer: (token: string, cookie = '') => call(t.request(`/api/number-transfers/${token}`, { cookie })),
    accept: (token: string, cookie: string, json: object = {}) =>
      call(t.request(`/api/number-transfers/${token}/accept`, { method: 'POST', cookie, json })),
    /** The token in the newest transfer mail to `email`. */
    async linkTo(email: string) {
      const token = /\/number-transfer\/([\w-]+)/.exec((await lastMailTo(t, email))?.text_body ?? '')?.[1];
      if (!token) throw new Error(`no transfer link mailed to ${email}`);
      return token;
    },
    sha256: (token: string) => createHash('sha256').update(token).digest('hex'),
    mailsTo: (email: string, subject: string) =>
      t.sql<{ n: number }>(
        'select count(*)::int as n from platform.mail_outbox where to_address = $1 and subject like $2',
        [email, `%${subject}%`],
      ),
    holder: async (tn: string) =>
      (
        await t.sql<{ account_id: number }>('select account_id from messaging.account_number where tn = $1', [
          tn,
        ])
      )[0]?.account_id,
  };
}
