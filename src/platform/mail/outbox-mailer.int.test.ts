import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { makeSqlExecutor } from '../db/sql-executor.ts';
import { createHttpApp } from '../http/app.ts';
import { createQueues } from '../jobs/pg-boss-jobs.ts';
import { createLogger } from '../logging/logger.ts';
import { OUTBOX_RETENTION_MS } from '../outbox/outbox.jobs.ts';
import { REDACTED_BODY, SECRET_RETENTION_MS } from '../outbox/outbox-secrets.ts';
import { mountDevOutbox } from './dev-outbox.router.ts';
import { mailJobs } from './mail.jobs.ts';
import { PostgresMailOutbox } from './mail-outbox.ts';
import { SEND_MAIL, type SendMailJob } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailTransport } from './smtp-mail-transport.ts';
import { FakeSmtpServer } from './testing/fake-smtp-server.ts';

const FROM = 'Numberyard <no-reply@numberyard.localhost>';
const smtp = new FakeSmtpServer();
let t: TestApp;
let outbox: PostgresMailOutbox;
let jobs: ReturnType<typeof mailJobs>;

beforeAll(async () => {
  t = await createTestApp();
  outbox = new PostgresMailOutbox(makeSqlExecutor(t.orm));
  const transport = new SmtpMailTransport(await smtp.start());
  jobs = mailJobs({ outbox, transport, from: FROM, clock: t.clock });
  await createQueues(t.boss, jobs);
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.rejectRecipientsWith = null;
  await t.sql('delete from platform.mail_outbox');
  await t.sql('delete from pgboss.job where name = $1', [SEND_MAIL]);
});

const mailer = (deliver: boolean) =>
  new OutboxMailer({ outbox, jobs: t.composed.ports.jobs, clock: t.clock, deliver });
const mail = (to = 'ada@example.com', subject = 'Your sign-in code') => ({
  to,
  subject,
  text: 'Your code is 123456.',
  category: 'mfa-code',
});
/** Oldest first. */
const rows = async () => (await t.composed.ports.runInContext(() => outbox.newest({ limit: 100 }))).reverse();
const sendJobs = () =>
  t.sql<{ data: SendMailJob }>('select data from pgboss.job where name = $1', [SEND_MAIL]);
const runJob = (index: number, data: object) =>
  t.composed.ports.runInContext(() => jobs[index]!.handle(data));

describe('OutboxMailer', () => {
  it('writes the mail and its send job in the caller’s transaction when SMTP is configured', async () => {
    await t.composed.ports.tx(() => mailer(true).send(mail()));
    const [row] = await rows();
    expect(row).toMatchObject({ to: 'ada@example.com', sentAt: null, attempts: 0 });
    expect(await sendJobs()).toEqual([{ data: { mailId: row!.id } }]);
  });

  it('keeps neither the mail nor its job when the transaction rolls back', async () => {
    await expect(
      t.composed.ports.tx(async () => {
        await mailer(true).send(mail());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
    expect(await sendJobs()).toEqual([]);
  });

  it('only keeps the mail in the outbox when SMTP is not configured', async () => {
    await t.composed.ports.tx(() => mailer(false).send(mail()));
    expect(await rows()).toHaveLength(1);
    expect(await sendJobs()).toEqual([]);
  });
});

describe('the send-mail job', () => {
  it('sends the mail over SMTP from MAIL_FROM and records when', async () => {
    await t.composed.ports.tx(() => mailer(true).send(mail()));
    const [job] = await sendJobs();
    await runJob(0, job!.data);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.data).toContain('Subject: Your sign-in code');
    expect(smtp.received[0]!.data).toContain(`From: ${FROM}`);
    expect((await rows())[0]).toMatchObject({ sentAt: t.clock.now(), attempts: 1, lastError: null });
  });

  it('does not send a mail twice when the job is delivered again', async () => {
    await t.composed.ports.tx(() => mailer(true).send(mail()));
    const [job] = await sendJobs();
    await runJob(0, job!.data);
    await runJob(0, job!.data);
    expect(smtp.received).toHaveLength(1);
  });

  it('records the failure and rethrows so pg-boss retries', async () => {
    await t.composed.ports.tx(() => mailer(true).send(mail()));
    const [job] = await sendJobs();
    smtp.rejectRecipientsWith = '550 5.1.1 No such user';
    await expect(runJob(0, job!.data)).rejects.toThrow(/550/);
    expect((await rows())[0]).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: expect.stringMatching(/550/),
    });

    smtp.rejectRecipientsWith = null;
    await runJob(0, job!.data);
    expect((await rows())[0]).toMatchObject({ sentAt: t.clock.now(), attempts: 2, lastError: null });
  });

  it('ignores a job whose mail was purged', async () => {
    await runJob(0, { mailId: 987_654 });
    expect(smtp.received).toEqual([]);
  });
});

describe('the mail outbox purge job', () => {
  it('deletes mails older than 30 days and keeps newer ones', async () => {
    await t.composed.ports.tx(() => mailer(false).send(mail('old@example.com')));
    t.clock.advance(OUTBOX_RETENTION_MS);
    await t.composed.ports.tx(() => mailer(false).send(mail('new@example.com')));
    t.clock.advance(1);
    await runJob(1, {});
    expect((await rows()).map((row) => row.to)).toEqual(['new@example.com']);
  });
});

describe('one-time secrets in the mail outbox', () => {
  const secretMail = (to = 'ada@example.com') => ({ ...mail(to), secret: true });

  it('blanks out the code or link of a mail once it is sent, and sends it whole', async () => {
    await t.composed.ports.tx(() =>
      mailer(true).send({ ...secretMail(), html: '<p>Your code is 123456.</p>' }),
    );
    await runJob(0, (await sendJobs())[0]!.data);
    expect(smtp.received[0]!.data).toContain('Your code is 123456.');
    expect((await rows())[0]).toMatchObject({
      text: REDACTED_BODY,
      html: null,
      redactedAt: t.clock.now(),
      sentAt: t.clock.now(),
    });
  });

  it('keeps the body of an ordinary mail after sending', async () => {
    await t.composed.ports.tx(() => mailer(true).send(mail()));
    await runJob(0, (await sendJobs())[0]!.data);
    expect((await rows())[0]).toMatchObject({ text: 'Your code is 123456.', redactedAt: null });
  });

  it('keeps a secret whose sending failed readable only until the purge', async () => {
    await t.composed.ports.tx(() => mailer(true).send(secretMail()));
    smtp.rejectRecipientsWith = '550 5.1.1 No such user';
    await expect(runJob(0, (await sendJobs())[0]!.data)).rejects.toThrow(/550/);
    expect((await rows())[0]).toMatchObject({ text: 'Your code is 123456.', redactedAt: null });
  });

  it('deletes unsent secrets once they are 50 minutes old, every five minutes, and keeps the rest', async () => {
    expect(jobs[2]!.cron).toBe('*/5 * * * *');
    await t.composed.ports.tx(async () => {
      await mailer(false).send(secretMail('old-secret@example.com'));
      await mailer(false).send(mail('ordinary@example.com'));
    });
    t.clock.advance(SECRET_RETENTION_MS - 1);
    await t.composed.ports.tx(() => mailer(false).send(secretMail('new-secret@example.com')));
    await runJob(2, {});
    expect(await rows()).toHaveLength(3);
    t.clock.advance(1);
    await runJob(2, {});
    expect((await rows()).map((row) => row.to)).toEqual(['ordinary@example.com', 'new-secret@example.com']);
  });

  it('leaves sent and redacted mails to the 30-day purge', async () => {
    await t.composed.ports.tx(() => mailer(true).send(secretMail()));
    await runJob(0, (await sendJobs())[0]!.data);
    t.clock.advance(2 * SECRET_RETENTION_MS);
    await runJob(2, {});
    expect((await rows())[0]).toMatchObject({ text: REDACTED_BODY });
  });
});

describe('GET /api/dev/outbox', () => {
  const app = () =>
    createHttpApp({
      config: t.config,
      logger: createLogger('silent'),
      orm: t.orm,
      authenticator: {
        fromSessionToken: async () => null,
        fromApiToken: async () => null,
        stillValid: async (callers) => callers.map(() => false),
      },
      brands: { brandForHost: () => 1, isKnownBrand: () => true },
      mounts: [(api) => mountDevOutbox(api, { outbox })],
    }).app;
  const get = (query = '') => app().request(`http://localhost:3000/api/dev/outbox${query}`);

  it('lists the newest mails first without a sign-in', async () => {
    for (const subject of ['first', 'second', 'third'])
      await t.composed.ports.tx(() => mailer(false).send(mail('ada@example.com', subject)));
    const response = await get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      to: 'ada@example.com',
      subject: 'third',
      text: 'Your code is 123456.',
      category: 'mfa-code',
      createdAt: t.clock.now().toISOString(),
      sentAt: null,
      redactedAt: null,
    });
  });

  it('filters by recipient, ignoring case, and honours $limit', async () => {
    await t.composed.ports.tx(async () => {
      await mailer(false).send(mail('ada@example.com', 'a1'));
      await mailer(false).send(mail('bob@example.com', 'b1'));
      await mailer(false).send(mail('ada@example.com', 'a2'));
    });
    const filtered = await (await get('?to=ADA@example.com')).json();
    expect(filtered.data.map((m: { subject: string }) => m.subject)).toEqual(['a2', 'a1']);
    const limited = await (await get('?$limit=1')).json();
    expect(limited.data.map((m: { subject: string }) => m.subject)).toEqual(['a2']);
  });

  it('shows a secret until the mail is sent, then only that it was redacted', async () => {
    await t.composed.ports.tx(() => mailer(true).send({ ...mail(), secret: true }));
    expect((await (await get()).json()).data[0].text).toBe('Your code is 123456.');
    await runJob(0, (await sendJobs())[0]!.data);
    expect((await (await get()).json()).data[0]).toMatchObject({
      text: REDACTED_BODY,
      redactedAt: t.clock.now().toISOString(),
    });
  });

  it('refuses a $limit above 100 and a malformed address with 400', async () => {
    expect((await get('?$limit=101')).status).toBe(400);
    expect((await get('?to=not-an-email')).status).toBe(400);
  });
});
