/**
 * Measuring helpers of the search benchmark: percentiles, a process's resident memory (once, or
 * sampled through a window), the benchmark's own CPU share, and the pinning of processes to cores.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const log = (message: string) => console.error(`[bench] ${message}`);

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const fmt = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : ms.toFixed(1));

/** A random client address: the API trusts the proxy header here, so each request counts as its own visitor. */
export const randomAddress = (random: () => number = Math.random) =>
  `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;

/** A process's resident memory now and at its peak, in MB (Linux: /proc/<pid>/status). */
export async function residentMemory(pid: number): Promise<{ rss?: number; peak?: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (field: string) => {
    const found = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return found ? Number(found[1]) / 1024 : undefined;
  };
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Samples a process's RSS every `everyMs` until stopped: the highest and the last sample, in MB. */
export function sampleMemory(pid: number, everyMs = 250) {
  const samples: number[] = [];
  const timer = setInterval(async () => {
    const { rss } = await residentMemory(pid);
    if (rss !== undefined) samples.push(rss);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      const { rss } = await residentMemory(pid);
      if (rss !== undefined) samples.push(rss);
      if (!samples.length) return { peak: Number.NaN, end: Number.NaN, samples: 0 };
      return { peak: Math.max(...samples), end: samples.at(-1)!, samples: samples.length };
    },
  };
}

/** This process's CPU time over a window, as a share of one core (1 = a whole core). */
export function cpuShare() {
  const cpu = process.cpuUsage();
  const started = performance.now();
  return () => {
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1000 / (performance.now() - started);
  };
}

/** Pins a process and all its threads to `cpu` (util-linux taskset). */
export async function pin(pid: number, cpu: number): Promise<void> {
  await run('taskset', ['-a', '-cp', String(cpu), String(pid)]);
}

/** Whether taskset can be used here, and the machine has the two cores pinning needs. */
export async function canPin(cores: number): Promise<boolean> {
  try {
    await run('taskset', ['-p', String(process.pid)]);
    const { stdout } = await run('nproc');
    return Number(stdout) >= cores;
  } catch {
    return false;
  }
}

/**
 * Pins an embedded PostgreSQL server and its current backends (read from postmaster.pid and /proc);
 * backends it starts later inherit the postmaster's affinity.
 */
export async function pinPostgres(dataDir: string, cpu: number): Promise<number> {
  const postmaster = Number((await readFile(`${dataDir}/postmaster.pid`, 'utf8')).split('\n')[0]);
  const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
  const pids = [postmaster, ...stdout.split('\n').map(Number).filter(Boolean)];
  for (const pid of pids) await pin(pid, cpu).catch(() => {});
  return pids.length;
}
