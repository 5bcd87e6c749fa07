import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';

/** Spec 3 section 9: save jobs start 120 ms apart. */
export const SAVE_STAGGER_MS = 120;

export type SaveJobStatus = 'new' | 'processing' | 'completed' | 'failed';

export interface SaveJob {
  tn: string;
  label: string;
  status: SaveJobStatus;
  message?: string;
}

export interface SaveRun {
  jobs: readonly SaveJob[];
  finished: boolean;
}

/** Share of jobs that have left new and processing (spec 3 section 4), 0-100. */
export function progressOf(jobs: readonly SaveJob[]): number {
  if (jobs.length === 0) return 100;
  const done = jobs.filter((job) => job.status === 'completed' || job.status === 'failed').length;
  return Math.round((done / jobs.length) * 100);
}

/** 'Processed N jobs' or 'Processed N jobs, M had errors' (spec 3 section 8). */
export function processedMessage(jobs: readonly SaveJob[]): string {
  const errors = jobs.filter((job) => job.status === 'failed').length;
  const processed = `Processed ${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}`;
  return errors === 0 ? processed : `${processed}, ${errors} had errors`;
}

export interface SaveTask {
  tn: string;
  label: string;
  run: () => Promise<unknown>;
}

/**
 * Runs row saves, starting them 120 ms apart; each goes processing, then completed or failed with the server's
 * message (or 'Failed to process job'). `onFinished` runs once all have settled.
 */
export function useSaveRun(onFinished: (jobs: readonly SaveJob[]) => void) {
  const [run, setRun] = useState<SaveRun | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const start = useCallback((tasks: readonly SaveTask[]) => {
    let jobs: SaveJob[] = tasks.map(({ tn, label }) => ({ tn, label, status: 'new' }));
    setRun({ jobs, finished: false });
    let settled = 0;
    const update = (tn: string, change: Partial<SaveJob>) => {
      jobs = jobs.map((job) => (job.tn === tn ? { ...job, ...change } : job));
      const finished = settled === tasks.length;
      setRun({ jobs, finished });
      if (finished) finishedRef.current(jobs);
    };
    timers.current = tasks.map((task, index) =>
      setTimeout(() => {
        update(task.tn, { status: 'processing' });
        task.run().then(
          () => {
            settled += 1;
            update(task.tn, { status: 'completed' });
          },
          (error: unknown) => {
            settled += 1;
            update(task.tn, { status: 'failed', message: failureMessage(error) });
          },
        );
      }, index * SAVE_STAGGER_MS),
    );
  }, []);

  return { run, start, close: () => setRun(null) };
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.errors ?? {});
    if (fields.length > 0) return fields.join(' ');
    if (error.message) return error.message;
  }
  return 'Failed to process job';
}
