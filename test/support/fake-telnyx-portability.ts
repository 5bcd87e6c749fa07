import type { ServerResponse } from 'node:http';
import { answerJson, JsonLoopbackFake, type JsonRequest } from './loopback-http.ts';

export type PortabilityCheckRequest = JsonRequest<{ phone_numbers?: string[] }>;

/**
 * Telnyx's `POST /v2/portability_checks` on loopback: answers 201 with a result per number, portable unless
 * `notPortable` names it (with that reason, FastPort when `fastPortable` names it), or `failWith` when set.
 */
export class FakeTelnyxPortability extends JsonLoopbackFake<{ phone_numbers?: string[] }> {
  readonly notPortable = new Map<string, string>();
  readonly fastPortable = new Set<string>();

  protected answer({ method, path, body }: PortabilityCheckRequest, response: ServerResponse): void {
    if (method !== 'POST' || path !== '/v2/portability_checks') {
      response.writeHead(404).end();
      return;
    }
    const data = (body?.phone_numbers ?? []).map((phone_number: string) => ({
      record_type: 'portability_check_result',
      phone_number,
      portable: !this.notPortable.has(phone_number),
      fast_portable: this.fastPortable.has(phone_number),
      not_portable_reason: this.notPortable.get(phone_number) ?? '',
    }));
    answerJson(response, 201, { data });
  }

  override reset(): void {
    super.reset();
    this.notPortable.clear();
    this.fastPortable.clear();
  }
}
