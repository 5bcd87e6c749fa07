import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';
import { ACME_TN, carrierApp } from './carrier-kit.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let kit: Awaited<ReturnType<typeof carrierApp>>;
let t: TestApp;
let server: ReturnType<typeof serve>;
let url: string;

beforeAll(async () => {
  kit = await carrierApp();
  t = kit.t;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.composed.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const smsInbound = (args: string[]) =>
  promisify(execFile)(process.execPath, ['scripts/sms-inbound.ts', '--url', url, ...args], { cwd: ROOT });

describe('npm run sms:inbound', () => {
  it('delivers a text (and a media file) to one of our numbers through the dev endpoint', async () => {
    const photo = path.join(kit.dataDir, 'photo.png');
    await writeFile(photo, Buffer.from('89504e470d0a1a0a', 'hex'));
    const { stdout } = await smsInbound([
      '--to',
      ACME_TN,
      '--from',
      '+13032340130',
      '--text',
      'From the script',
      '--media',
      photo,
    ]);
    expect(JSON.parse(stdout)).toMatchObject({ outcome: 'stored' });
    const [row] = await t.sql<{ message: string; type: string }>(
      `select message, type from messaging.message where from_number = '+13032340130'`,
    );
    expect(row).toEqual({ message: 'From the script', type: 'mms' });
  });

  it('says how to use it when --to or --from is missing', async () => {
    await expect(smsInbound(['--text', 'hi'])).rejects.toMatchObject({ code: 2 });
  });
});
