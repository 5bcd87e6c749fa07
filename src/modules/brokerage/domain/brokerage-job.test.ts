import { describe, expect, it } from 'vitest';
import { BrokerageJob } from './brokerage-job.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const newJob = () =>
  new BrokerageJob({ brokerAccountId: 1, kind: 'csv', data: { version: '1.1' }, now: NOW });

describe('a bulk job (spec 3 Job states)', () => {
  it('goes ready, prepping, processing and completed, counting each row by its outcome', () => {
    const job = newJob();
    expect(job.status).toBe('new');
    job.ready(4);
    job.startPrepping();
    job.startProcessing(4);
    job.count(['list', 'modify', 'error', 'noop']);
    job.complete(NOW);
    expect(job).toMatchObject({
      status: 'completed',
      completeDate: NOW,
      queueCount: 4,
      listCount: 1,
      modifyCount: 1,
      errorCount: 1,
      noopCount: 1,
      delistCount: 0,
      deleteCount: 0,
    });
  });

  it('cancels only while not finished', () => {
    const job = newJob();
    job.ready();
    job.cancel(NOW);
    expect(job.status).toBe('cancelled');
    expect(() => job.cancel(NOW)).toThrow('This job has already finished.');
  });

  it('a failure never overwrites a finished state', () => {
    const job = newJob();
    job.cancel(NOW);
    job.fail(NOW);
    expect(job.status).toBe('cancelled');
  });
});
