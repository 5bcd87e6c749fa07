import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PortabilityCheckRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { phone_numbers?: string[] } | null;
}

/**
 * Telnyx's `POST /v2/portability_checks` on loopback: answers 201 with a result per number, portable unless
 * `notPortable` names it (with that reason, FastPort when `fastPortable` names it), or `failWith` when set.
 */
export class FakeTelnyxPortability {
  readonly requests: PortabilityCheckRequest[] = [];
  readonly notPortable = new Map<string, string>();
  readonly fastPortable = new Set<string>();
  failWith: { status: number; body: unknown } | null = null;
  #server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text ? JSON.parse(text) : null;
        this.requests.push({
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body,
        });
        if (this.failWith) {
          response.writeHead(this.failWith.status, { 'content-type': 'application/json' });
          return void response.end(JSON.stringify(this.failWith.body));
        }
        if (request.method !== 'POST' || request.url !== '/v2/portability_checks')
          return void response.writeHead(404).end();
        const data = (body?.phone_numbers ?? []).map((phone_number: string) => ({
          record_type: 'portability_check_result',
          phone_number,
          portable: !this.notPortable.has(phone_number),
          fast_portable: this.fastPortable.has(phone_number),
          not_portable_reason: this.notPortable.get(phone_number) ?? '',
        }));
        response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.notPortable.clear();
    this.fastPortable.clear();
    this.failWith = null;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}
