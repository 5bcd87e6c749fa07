import type { Clock } from '../../../platform/clock/clock.ts';
import { SimulatedPaymentGateway } from '../adapters/simulator/simulated-payment-gateway.ts';
import type { SimulatedObject, SimulatorStore } from '../adapters/simulator/simulator-store.ts';
import type { LedgerEntry } from '../domain/ledger-entry.ts';
import { balanceEffect } from '../domain/ledger-entry.ts';
import type { Payment } from '../domain/payment.ts';
import type { SavedCard } from '../domain/saved-card.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';

/** The simulator's store in memory, for unit tests of the simulator and of use cases over it. */
export class InMemorySimulatorStore implements SimulatorStore {
  readonly objects = new Map<string, SimulatedObject & { idempotencyKey: string | null }>();

  async addOnce<T>(object: SimulatedObject<T>, idempotencyKey: string | null): Promise<SimulatedObject<T>> {
    if (idempotencyKey) {
      const earlier = await this.findByKey<T>(object.kind, idempotencyKey);
      if (earlier) return earlier;
    }
    const copy = structuredClone({ ...object, idempotencyKey }) as SimulatedObject & {
      idempotencyKey: string | null;
    };
    this.objects.set(`${object.kind}:${object.id}`, copy);
    return structuredClone(object);
  }

  async findByKey<T>(
    kind: SimulatedObject['kind'],
    idempotencyKey: string,
  ): Promise<SimulatedObject<T> | null> {
    for (const stored of this.objects.values())
      if (stored.kind === kind && stored.idempotencyKey === idempotencyKey)
        return structuredClone({ id: stored.id, kind: stored.kind, data: stored.data }) as SimulatedObject<T>;
    return null;
  }

  async get<T>(kind: SimulatedObject['kind'], id: string): Promise<SimulatedObject<T> | null> {
    const stored = this.objects.get(`${kind}:${id}`);
    return stored
      ? (structuredClone({ id: stored.id, kind: stored.kind, data: stored.data }) as SimulatedObject<T>)
      : null;
  }

  async update<T>(object: SimulatedObject<T>): Promise<void> {
    const stored = this.objects.get(`${object.kind}:${object.id}`);
    if (stored) stored.data = structuredClone(object.data) as Record<string, unknown>;
  }
}

export class InMemoryPayments implements PaymentRepository {
  readonly rows = new Map<string, Payment>();

  async find(paymentIntentId: string): Promise<Payment | null> {
    return this.rows.get(paymentIntentId) ?? null;
  }

  async addIfAbsent(payment: Payment): Promise<void> {
    if (!this.rows.has(payment.paymentIntentId)) this.rows.set(payment.paymentIntentId, payment);
  }

  async save(payment: Payment): Promise<void> {
    this.rows.set(payment.paymentIntentId, payment);
  }
}

export class InMemoryLedger implements LedgerRepository {
  readonly entries: LedgerEntry[] = [];

  async add(entries: LedgerEntry[]): Promise<void> {
    this.entries.push(...entries);
  }

  async addOnce(entry: LedgerEntry): Promise<boolean> {
    const same = (other: LedgerEntry) =>
      other.accountId === entry.accountId && other.kind === entry.kind && other.reference === entry.reference;
    if (this.entries.some(same)) return false;
    this.entries.push(entry);
    return true;
  }

  async balanceCents(accountId: number): Promise<number> {
    return this.entries
      .filter((entry) => entry.accountId === accountId)
      .reduce((sum, entry) => sum + balanceEffect(entry.kind, entry.amountCents), 0);
  }
}

/** The payment simulator over memory: a PaymentGateway for use-case tests that honours Stripe's test cards. */
export function inMemorySimulator(clock: Clock): SimulatedPaymentGateway {
  return new SimulatedPaymentGateway(new InMemorySimulatorStore(), clock);
}

export class InMemorySavedCards implements SavedCardRepository {
  readonly rows = new Map<number, SavedCard>();

  async ofAccount(accountId: number): Promise<SavedCard | null> {
    return this.rows.get(accountId) ?? null;
  }

  async save(card: SavedCard): Promise<void> {
    this.rows.set(card.accountId, card);
  }
}
