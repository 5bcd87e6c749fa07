import type { ServerResponse } from 'node:http';
import { answerJson, JsonLoopbackFake, type JsonRequest } from './loopback-http.ts';

export type PortingRequest = JsonRequest<Record<string, unknown>>;

export interface FakePortingOrder {
  id: string;
  phone_numbers: string[];
  end_user: unknown;
  status: { value: string; details: { code: string; description: string }[] };
  activation_settings: { foc_datetime_actual: string | null };
}

/**
 * Telnyx's porting orders on loopback (`/v2/porting_orders`): create (a draft per call), update, confirm (then
 * 'in-process'), cancel (then 'cancel-pending') and read. Tests move an order on by editing `orders`; `failWith` answers every call with it.
 */
export class FakeTelnyxPorting extends JsonLoopbackFake<Record<string, unknown>> {
  readonly orders = new Map<string, FakePortingOrder>();
  #next = 1;

  protected answer({ method, path, body }: PortingRequest, response: ServerResponse): void {
    if (method === 'POST' && path === '/v2/porting_orders') {
      const order: FakePortingOrder = {
        id: `po-${this.#next++}`,
        phone_numbers: (body?.phone_numbers as string[] | undefined) ?? [],
        end_user: null,
        status: { value: 'draft', details: [] },
        activation_settings: { foc_datetime_actual: null },
      };
      this.orders.set(order.id, order);
      answerJson(response, 201, { data: [order] });
      return;
    }
    const match = /^\/v2\/porting_orders\/([^/]+)(\/actions\/(?:confirm|cancel))?$/.exec(path);
    const order = match ? this.orders.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!order) answerJson(response, 404, { errors: [{ detail: 'Resource not found' }] });
    else if (method === 'GET') answerJson(response, 200, { data: order });
    else if (method === 'PATCH' && !match?.[2]) {
      order.end_user = body?.end_user ?? null;
      answerJson(response, 200, { data: order });
    } else if (method === 'POST' && match?.[2]) {
      order.status.value = match[2].endsWith('cancel') ? 'cancel-pending' : 'in-process';
      answerJson(response, 200, { data: order });
    } else answerJson(response, 405, { errors: [{ detail: 'Method not allowed' }] });
  }

  override reset(): void {
    super.reset();
    this.orders.clear();
  }
}
