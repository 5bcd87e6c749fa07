/** One object the simulator keeps (payment method, customer, setup or payment intent, refund). */
export interface SimulatedObject<T = Record<string, unknown>> {
  id: string;
  kind: 'customer' | 'payment_method' | 'setup_intent' | 'payment_intent' | 'refund';
  data: T;
}

/**
 * Where the simulator keeps its objects: PostgreSQL (billing.simulated_object) so the api and worker processes
 * agree, or memory in unit tests. Writes join the caller's transaction.
 */
export interface SimulatorStore {
  /**
   * Adds the object unless one of its kind was made with the same idempotency key: then answers that one,
   * unchanged (as Stripe replays an idempotent request).
   */
  addOnce<T>(object: SimulatedObject<T>, idempotencyKey: string | null): Promise<SimulatedObject<T>>;
  /** The object of this kind made with this idempotency key, if any. */
  findByKey<T>(kind: SimulatedObject['kind'], idempotencyKey: string): Promise<SimulatedObject<T> | null>;
  get<T>(kind: SimulatedObject['kind'], id: string): Promise<SimulatedObject<T> | null>;
  /** Replaces the object's data; locks nothing (one request changes one intent at a time in practice). */
  update<T>(object: SimulatedObject<T>): Promise<void>;
}
