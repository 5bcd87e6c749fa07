import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeStripeForm } from './decode-stripe-form.ts';

/** One request the fake received, decoded, for tests to assert on. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  /** The Stripe-Account header: a Connect call made on a connected account's behalf. */
  stripeAccount?: string | undefined;
}

export interface FakeStripeAnswer {
  status?: number;
  body: unknown;
}

export type FakeStripeHandler = (
  request: FakeStripeRequest,
  params: Record<string, string>,
) => FakeStripeAnswer | Promise<FakeStripeAnswer>;

/**
 * A loopback stand-in for the Stripe endpoints our adapters call (payments, tax). The real `stripe` SDK is
 * pointed at it with `stripeSdkOptions(fake)`; routes are added per test file with `route()`. Like Stripe, a
 * repeated Idempotency-Key answers the first answer again without running the handler.
 */
export interface FakeStripe {
  readonly host: string;
  readonly port: number;
  readonly requests: FakeStripeRequest[];
  route(method: string, pathPattern: string, handler: FakeStripeHandler): void;
  newId(prefix: string): string;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const routes: { method: string; pattern: RegExp; names: string[]; handler: FakeStripeHandler }[] = [];
  const answered = new Map<string, FakeStripeAnswer>();
  const requests: FakeStripeRequest[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body = { ...decodeStripeForm(url.searchParams.toString()), ...decodeStripeForm(raw) };
    const idempotencyKey = header(req, 'idempotency-key');
    const request: FakeStripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      body,
      idempotencyKey,
      stripeAccount: header(req, 'stripe-account'),
    };
    requests.push(request);
    const replayKey =
      idempotencyKey && `${request.stripeAccount ?? ''} ${request.method} ${request.path} ${idempotencyKey}`;
    const earlier = replayKey ? answered.get(replayKey) : undefined;
    const answer = earlier ?? (await dispatch(request));
    if (replayKey && !earlier) answered.set(replayKey, answer);
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(answer.body));
  }

  async function dispatch(request: FakeStripeRequest): Promise<FakeStripeAnswer> {
    for (const route of routes) {
      if (route.method !== request.method) continue;
      const match = route.pattern.exec(request.path);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      return route.handler(request, params);
    }
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.path}).`,
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function newId(prefix: string) {
    return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  }

  return {
    host: '127.0.0.1',
    port,
    requests,
    route(method, pathPattern, handler) {
      const names: string[] = [];
      const source = pathPattern.replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      routes.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, handler });
    },
    newId,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The `stripe` SDK's options that send its calls to the fake instead of api.stripe.com. */
export function stripeSdkOptions(fake: FakeStripe) {
  return { host: fake.host, port: fake.port, protocol: 'http' as const, maxNetworkRetries: 0 };
}

/** An answer in Stripe's error shape, as the SDK expects it (it raises the matching StripeError). */
export function stripeError(
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return { status, body: { error: { type, message, ...extra } } };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
