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

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux everywhere in practice). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far, user and system, in ms (Linux: /proc/<pid>/stat), or NaN when it is gone. */
async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return stat ? (ticks * 1000) / TICKS_PER_SECOND : Number.NaN;
}

/** The machine's busy CPU time so far (every core, every process), in ms (Linux: /proc/stat). */
async function machineBusyMs(): Promise<number> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => '');
  const [, ...ticks] = (stat.split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const busy = ticks
    .slice(0, 8)
    .reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return stat ? (busy * 1000) / TICKS_PER_SECOND : Number.NaN;
}

/**
 * Where the machine's CPU went over a window: the API process, this process (the load generator), and
 * the rest, which on the benchmark machine is PostgreSQL (and whatever else runs). In ms of CPU.
 */
export async function cpuSplit(apiPid: number) {
  const before = {
    api: await processCpuMs(apiPid),
    machine: await machineBusyMs(),
    self: process.cpuUsage(),
  };
  return async () => {
    const api = (await processCpuMs(apiPid)) - before.api;
    const machine = (await machineBusyMs()) - before.machine;
    const used = process.cpuUsage(before.self);
    const generator = (used.user + used.system) / 1000;
    return { api, generator, rest: machine - api - generator };
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
