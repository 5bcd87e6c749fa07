import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request to a loopback fake, its body read as text. */
export interface LoopbackRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface Loopback {
  url: string;
  stop(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 (a free port) handing each request, once its body is read, to `handle`. */
export async function startLoopback(
  handle: (request: LoopbackRequest, response: ServerResponse) => void,
): Promise<Loopback> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      handle(
        {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        },
        response,
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Answers JSON with the status. */
export function answerJson(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}

/** A request to a JSON fake, its body parsed. */
export interface JsonRequest<Body> {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Body | null;
}

/**
 * A loopback fake of a JSON API: keeps every request (body parsed), answers `failWith` to all while it is set,
 * else lets the subclass answer.
 */
export abstract class JsonLoopbackFake<Body> {
  readonly requests: JsonRequest<Body>[] = [];
  failWith: { status: number; body: unknown } | null = null;
  url = '';
  #server: Loopback | null = null;

  async start(): Promise<this> {
    this.#server = await startLoopback(({ text, ...request }, response) => {
      const received = { ...request, body: text ? (JSON.parse(text) as Body) : null };
      this.requests.push(received);
      if (this.failWith) answerJson(response, this.failWith.status, this.failWith.body);
      else this.answer(received, response);
    });
    this.url = this.#server.url;
    return this;
  }

  protected abstract answer(request: JsonRequest<Body>, response: ServerResponse): void;

  reset(): void {
    this.requests.length = 0;
    this.failWith = null;
  }

  stop(): Promise<void> {
    return this.#server?.stop() ?? Promise.resolve();
  }
}
