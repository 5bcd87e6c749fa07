import type { Jobs, SendJobOptions } from '../../../platform/jobs/jobs.ts';

/** Jobs that only remember what was sent (unit tests). */
export class RecordingJobs implements Jobs {
  readonly sent: { queue: string; data: object; options: SendJobOptions }[] = [];

  async send(queue: string, data: object, options: SendJobOptions = {}): Promise<void> {
    this.sent.push({ queue, data, options });
  }
}
