import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PortingRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface FakePortingOrder {
  id: string;
  phone_numbers: string[];
  end_user: unknown;
  status: { value: string; details: { code: string; description: string }[] };
  activation_settings: { foc_datetime_actual: string | null };
}

/**
 * Telnyx's porting orders on loopback (`/v2/porting_orders`): create (a draft per call), update, confirm (then
 * 'in-process') and read. Tests move an order on by editing `orders`; `failWith` answers every call with it.
 */
export class FakeTelnyxPorting {
  readonly requests: PortingRequest[] = [];
  readonly orders = new Map<string, FakePortingOrder>();
  failWith: { status: number; body: unknown } | null = null;
  #server: Server | null = null;
  #next = 1;
  url = '';

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text ? JSON.parse(text) : null;
        const method = request.method ?? '';
        const path = request.url ?? '';
        this.requests.push({ method, path, headers: request.headers, body });
        const answer = (status: number, payload: unknown) =>
          void response
            .writeHead(status, { 'content-type': 'application/json' })
            .end(JSON.stringify(payload));
        if (this.failWith) return answer(this.failWith.status, this.failWith.body);
        if (method === 'POST' && path === '/v2/porting_orders') {
          const order: FakePortingOrder = {
            id: `po-${this.#next++}`,
            phone_numbers: body?.phone_numbers ?? [],
            end_user: null,
            status: { value: 'draft', details: [] },
            activation_settings: { foc_datetime_actual: null },
          };
          this.orders.set(order.id, order);
          return answer(201, { data: [order] });
        }
        const match = /^\/v2\/porting_orders\/([^/]+)(\/actions\/confirm)?$/.exec(path);
        const order = match ? this.orders.get(decodeURIComponent(match[1] ?? '')) : undefined;
        if (!order) return answer(404, { errors: [{ detail: 'Resource not found' }] });
        if (method === 'PATCH' && !match?.[2]) order.end_user = body?.end_user ?? null;
        else if (method === 'POST' && match?.[2]) order.status.value = 'in-process';
        else if (method !== 'GET') return answer(405, { errors: [{ detail: 'Method not allowed' }] });
        return answer(200, { data: order });
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.orders.clear();
    this.failWith = null;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}
