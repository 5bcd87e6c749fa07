import type { SecurityEvent, SecurityLog } from '../security-log.ts';

/** Keeps what was recorded, for tests of the code that records. */
export class RecordingSecurityLog implements SecurityLog {
  readonly events: SecurityEvent[] = [];

  async record(event: SecurityEvent): Promise<void> {
    this.events.push(event);
  }

  named(name: SecurityEvent['event']): SecurityEvent[] {
    return this.events.filter((event) => event.event === name);
  }
}
