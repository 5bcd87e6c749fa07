/** What an SSE client receives: a change to one of its account's resources. */
export interface LiveEvent {
  id: number;
  accountId: number;
  service: string;
  type: 'created' | 'patched' | 'removed';
  data: unknown;
}

/** The port use cases call: writes the event in the current transaction; delivered after commit. */
export interface EventPublisher {
  publish(event: Omit<LiveEvent, 'id'>): Promise<void>;
}

export const EVENTS_CHANNEL = 'ny_events';
