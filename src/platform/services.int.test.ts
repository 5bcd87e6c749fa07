import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { loadConfig } from './config.ts';
import { makeSqlExecutor } from './db/sql-executor.ts';
import { createQueues } from './jobs/pg-boss-jobs.ts';
import { createLogger } from './logging/logger.ts';
import { FakeSmtpServer } from './mail/testing/fake-smtp-server.ts';
import { REDACTED_BODY } from './outbox/outbox-secrets.ts';
import { createPlatformServices, type PlatformServices } from './services.ts';

const smtp = new FakeSmtpServer();
const carrierRequests: unknown[] = [];
let carrier: Server;
let t: TestApp;
let smtpUrl = '';
let carrierUrl = '';

beforeAll(async () => {
  t = await createTestApp();
  smtpUrl = await smtp.start();
  carrier = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    carrierRequests.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"carrier-42"}');
  });
  await new Promise<void>((resolve) => carrier.listen(0, '127.0.0.1', resolve));
  carrierUrl = `http://127.0.0.1:${(carrier.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await smtp.stop();
  await new Promise<void>((resolve) => carrier.close(() => resolve()));
  await t.close();
});

async function servicesWith(env: Record<string, string>): Promise<PlatformServices> {
  const services = createPlatformServices({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    logger: createLogger('silent'),
    orm: t.orm,
    sql: makeSqlExecutor(t.orm),
    jobs: t.composed.ports.jobs,
    clock: t.clock,
  });
  await createQueues(t.boss, services.jobs);
  return services;
}

/** Runs, through the services' own handlers, every job of `queue` still waiting (what a worker would do). */
async function drain(services: PlatformServices, queue: string): Promise<number> {
  const waiting = await t.sql<{ id: string; data: object }>(
    `delete from pgboss.job where name = $1 and state = 'created' returning id, data`,
    [queue],
  );
  const definition = services.jobs.find((job) => job.queue === queue)!;
  for (const job of waiting) await t.composed.ports.runInContext(() => definition.handle(job.data));
  return waiting.length;
}

const mfaMail = {
  to: 'ada@example.com',
  subject: 'Your code',
  text: 'Code 123456',
  category: 'mfa-code',
  secret: true,
};
const mfaSms = { to: '+15552223333', body: 'Code 654321', category: 'mfa-code', secret: true };
const newestBodies = async () => ({
  mail: (
    await t.sql<{ text_body: string }>('select text_body from platform.mail_outbox order by id desc limit 1')
  )[0]?.text_body,
  sms: (await t.sql<{ body: string }>('select body from platform.sms_outbox order by id desc limit 1'))[0]
    ?.body,
});

describe('the platform services as composed', () => {
  it('run offline by default: mail stays in the outbox, SMS goes to the simulated carrier', async () => {
    const services = await servicesWith({});
    await t.composed.ports.tx(async () => {
      await services.mailer.send(mfaMail);
      await services.sms.send(mfaSms);
    });
    expect(await drain(services, 'platform.send-mail')).toBe(0);
    expect(await drain(services, 'platform.send-sms')).toBe(1);
    const [sms] = await t.sql<{ status: string; carrier_message_id: string }>(
      'select status, carrier_message_id from platform.sms_outbox order by id desc limit 1',
    );
    expect(sms).toEqual({ status: 'sent', carrier_message_id: 'sim-1' });
    expect(smtp.received).toEqual([]);
    // Nothing really reached anyone: the developer reads the codes in the outboxes until the purge.
    expect(await newestBodies()).toEqual({ mail: 'Code 123456', sms: 'Code 654321' });
  });

  it('send through SMTP and the carrier API when they are configured', async () => {
    const services = await servicesWith({
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Numberyard Test <test@numberyard.localhost>',
      CARRIER_API_URL: carrierUrl,
      CARRIER_API_KEY: 'key',
      SMS_FROM_TN: '+15550001111',
    });
    await t.composed.ports.tx(async () => {
      await services.mailer.send(mfaMail);
      await services.sms.send(mfaSms);
    });
    expect(await drain(services, 'platform.send-mail')).toBe(1);
    expect(await drain(services, 'platform.send-sms')).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'test@numberyard.localhost', to: ['ada@example.com'] });
    expect(carrierRequests).toEqual([{ from: '+15550001111', to: '+15552223333', text: 'Code 654321' }]);
    const [sms] = await t.sql<{ carrier_message_id: string }>(
      'select carrier_message_id from platform.sms_outbox order by id desc limit 1',
    );
    expect(sms!.carrier_message_id).toBe('carrier-42');
    expect(await newestBodies()).toEqual({ mail: REDACTED_BODY, sms: REDACTED_BODY });
  });
});
