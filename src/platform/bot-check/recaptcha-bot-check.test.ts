import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { requireHuman } from './bot-check.ts';
import { RecaptchaBotCheck } from './recaptcha-bot-check.ts';

/** A loopback stand-in for Google's siteverify: records each form and answers what the test set. */
let server: Server;
let url = '';
let answer: { status: number; body: unknown; location?: string } = { status: 200, body: { success: true } };
const received: URLSearchParams[] = [];
const contentTypes: string[] = [];

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    contentTypes.push(request.headers['content-type'] ?? '');
    received.push(new URLSearchParams(await bodyOf(request)));
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.location ? { location: answer.location } : {}),
    });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  contentTypes.length = 0;
  answer = { status: 200, body: { success: true } };
});

const botCheck = (verifyUrl = url) =>
  new RecaptchaBotCheck({ secret: 's3cret', verifyUrl, minScore: 0.5, logger: createLogger('silent') });

describe('RecaptchaBotCheck', () => {
  it('posts the secret, the token and the client address as a form', async () => {
    expect(await botCheck().verify('token-1', { action: 'login', remoteIp: '203.0.113.9' })).toBe(true);
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret: 's3cret',
      response: 'token-1',
      remoteip: '203.0.113.9',
    });
    expect(contentTypes[0]).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('leaves out remoteip when the address is not known', async () => {
    await botCheck().verify('token-1', { action: 'login', remoteIp: 'unknown' });
    expect(received[0]!.has('remoteip')).toBe(false);
  });

  it('accepts a v3 score at the minimum and refuses one below it', async () => {
    answer.body = { success: true, score: 0.5, action: 'login' };
    expect(await botCheck().verify('t', { action: 'login' })).toBe(true);
    answer.body = { success: true, score: 0.4, action: 'login' };
    expect(await botCheck().verify('t', { action: 'login' })).toBe(false);
  });

  it('refuses a v3 token made for another action', async () => {
    answer.body = { success: true, score: 0.9, action: 'login' };
    expect(await botCheck().verify('t', { action: 'recovery' })).toBe(false);
  });

  it('refuses a token Google does not vouch for', async () => {
    answer.body = { success: false, 'error-codes': ['invalid-input-response'] };
    expect(await botCheck().verify('t', { action: 'login' })).toBe(false);
  });

  it('refuses a missing token without asking Google', async () => {
    expect(await botCheck().verify(undefined, { action: 'login' })).toBe(false);
    expect(await botCheck().verify('', { action: 'login' })).toBe(false);
    expect(received).toHaveLength(0);
  });

  it('fails closed when siteverify answers an error status', async () => {
    answer = { status: 500, body: { success: true } };
    expect(await botCheck().verify('t', { action: 'login' })).toBe(false);
  });

  it('fails closed on a redirect, without following it with the secret', async () => {
    answer = { status: 307, body: { success: true }, location: '/elsewhere' };
    expect(await botCheck().verify('t', { action: 'login' })).toBe(false);
    expect(received).toHaveLength(1);
  });

  it('fails closed when siteverify cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await botCheck(`http://127.0.0.1:${port}/`).verify('t', { action: 'login' })).toBe(false);
  });

  it('makes requireHuman throw a 400 bot_check.failed with the spec wording', async () => {
    answer.body = { success: false };
    await expect(requireHuman(botCheck(), 't', 'login', '203.0.113.9')).rejects.toMatchObject({
      kind: 'validation',
      code: 'bot_check.failed',
      message: 'We could not verify that you are human. Please try again.',
    });
  });
});
