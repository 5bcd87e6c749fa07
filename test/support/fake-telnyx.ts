import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received. */
export interface TelnyxRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

/**
 * Telnyx's v2 messages API on loopback, as much as our adapter uses: `POST /v2/messages` and
 * `/v2/messages/group_mms` answer `{ data: { id, ... } }`, replay the answer of a repeated Idempotency-Key,
 * and answer `failWith` instead when set. It also serves `GET /media/...` (inbound MMS media) from `media`.
 */
export class FakeTelnyx {
  readonly requests: TelnyxRequest[] = [];
  readonly media = new Map<string, { contentType: string; bytes: Buffer }>();
  failWith: { status: number; body: unknown } | null = null;
  readonly #answers = new Map<string, string>();
  #server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const path = request.url ?? '';
        if (request.method === 'GET' && path.startsWith('/media/')) {
          const file = this.media.get(path);
          if (!file) return void response.writeHead(404).end();
          response.writeHead(200, { 'content-type': file.contentType }).end(file.bytes);
          return;
        }
        this.requests.push({
          method: request.method ?? '',
          path,
          headers: request.headers,
          body: text ? JSON.parse(text) : null,
        });
        if (this.failWith) {
          response.writeHead(this.failWith.status, { 'content-type': 'application/json' });
          return void response.end(JSON.stringify(this.failWith.body));
        }
        const key = `${path} ${request.headers['idempotency-key'] ?? randomUUID()}`;
        const answer = this.#answers.get(key) ?? JSON.stringify({ data: this.#message(JSON.parse(text)) });
        this.#answers.set(key, answer);
        response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  /** The messages actually sent (idempotent replays not counted). */
  get sentCount(): number {
    return this.#answers.size;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  #message(body: { from: string; to: string | string[]; text?: string }) {
    const to = Array.isArray(body.to) ? body.to : [body.to];
    return {
      record_type: 'message',
      direction: 'outbound',
      id: randomUUID(),
      type: to.length > 1 ? 'MMS' : 'SMS',
      from: { phone_number: body.from },
      to: to.map((phone_number) => ({ phone_number, status: 'queued' })),
      text: body.text ?? '',
    };
  }
}
