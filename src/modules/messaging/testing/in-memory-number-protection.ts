import type { AccountNumber } from '../domain/account-number.ts';
import type { PortOutRequest } from '../domain/port-out-request.ts';
import type { NumberCarrier, PortOutAnswer } from '../ports/number-carrier.ts';
import type { PinHasher } from '../ports/pin-hasher.ts';
import type { PortOutRequests } from '../ports/port-out-requests.ts';
import type { ProtectedNumbers } from '../ports/protected-numbers.ts';

export class InMemoryProtectedNumbers implements ProtectedNumbers {
  readonly rows: AccountNumber[] = [];

  async byTn(tn: string) {
    return this.rows.find((row) => row.tn === tn) ?? null;
  }
  async save(): Promise<void> {}
  async remove(number: AccountNumber): Promise<void> {
    this.rows.splice(this.rows.indexOf(number), 1);
  }
}

export class InMemoryPortOutRequests implements PortOutRequests {
  readonly rows: PortOutRequest[] = [];

  async byCarrierRequestId(carrierRequestId: string) {
    return this.rows.find((row) => row.carrierRequestId === carrierRequestId) ?? null;
  }
  async save(request: PortOutRequest): Promise<void> {
    if (this.rows.includes(request)) return;
    request.id = this.rows.length + 1;
    this.rows.push(request);
  }
  async recentOf(accountId: number, tn: string, limit: number) {
    return this.rows
      .filter((row) => row.accountId === accountId && row.tn === tn)
      .reverse()
      .slice(0, limit);
  }
}

/** Not a hash: `hashed:<pin>`, so tests stay fast and can see what was hashed. */
export const fakePinHasher: PinHasher = {
  hash: async (pin) => `hashed:${pin}`,
  verify: async (hash, pin) => hash === `hashed:${pin}`,
};

/** Keeps the carrier's calls: forwarding per number and the port-out answers, newest last. */
export class RecordingNumberCarrier implements NumberCarrier {
  readonly forwarding = new Map<string, string | null>();
  readonly answers: PortOutAnswer[] = [];

  async setForwarding(input: { tn: string; forwardTo: string | null }): Promise<void> {
    this.forwarding.set(input.tn, input.forwardTo);
  }
  async answerPortOut(answer: PortOutAnswer): Promise<void> {
    this.answers.push(answer);
  }
}
