import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { isRunnable } from '../domain/cli-script.ts';
import type { CliTasks } from '../ports/cli-tasks.ts';
import { cliScripts } from './cli-scripts.ts';
import { listCliScripts, makeRunCliScript } from './run-cli-script.ts';

const MB = 1_048_576;
const INDEXES = [
  { schema: 'catalog', name: 'number_npa_digits_trgm_idx', method: 'gin', bytes: 38 * MB, valid: true },
  { schema: 'catalog', name: 'number_pkey', method: 'btree', bytes: 25 * MB, valid: true },
  { schema: 'catalog', name: 'number_type_npa_price_idx', method: 'btree', bytes: 170 * MB, valid: true },
  {
    schema: 'catalog',
    name: 'number_type_npa_price_idx_ccnew',
    method: 'btree',
    bytes: 3 * MB,
    valid: false,
  },
];
const FILLS: Record<string, { percent: number | null; loose: boolean }> = {
  number_pkey: { percent: 90.1, loose: false },
  number_type_npa_price_idx: { percent: 61.4, loose: true },
};

function fakeTasks() {
  const calls: string[] = [];
  let balance = 1_000;
  const tasks: CliTasks = {
    searchTallies: {
      counts: async () => ({ tallies: 5, offered: 9 }),
      rebuild: async () => ({ tallies: 6, offered: 9 }),
    },
    numberRuns: {
      stale: async () => 2,
      refresh: async () => {
        calls.push('refresh');
        return 2;
      },
    },
    searchIndexes: {
      list: async () => INDEXES,
      fill: async ({ name }) => FILLS[name] ?? { percent: null, loose: false },
      rebuild: async ({ name, bytes }) => {
        calls.push(`rebuild:${name}`);
        return bytes / 2;
      },
      dropInvalid: async ({ name }) => void calls.push(`drop:${name}`),
    },
    expiredHolds: { lapsed: async () => 0, release: async () => 0 },
    mail: { find: async () => null, resend: async () => void calls.push('resend') },
    balances: {
      balanceCents: async (id) => (id === 1 ? balance : null),
      adjust: async ({ amountCents }) => {
        calls.push('adjust');
        balance += amountCents;
        return balance;
      },
    },
    jobs: {
      find: async (queue, id) => ({ id, queue, state: 'completed', retryCount: 0 }),
      retry: async () => void calls.push('retry'),
    },
    brokerTransactions: {
      advance: async ({ dryRun }) => {
        calls.push(`advance:${dryRun}`);
        return { pending: 1, payable: 2 };
      },
    },
  };
  return { tasks, calls };
}

function runner() {
  const { tasks, calls } = fakeTasks();
  const audits: unknown[] = [];
  const scripts = cliScripts(tasks, new FixedClock('2026-11-28T12:00:00Z'));
  const cli = makeRunCliScript({
    scripts,
    record: async (entry) => void audits.push(entry),
    tx: (work) => work(),
  });
  const output = async (name: string, query: Record<string, string>) => {
    const lines: string[] = [];
    const outcome = await cli.run(cli.prepare(name, query, 7), async (line) => void lines.push(line));
    return { lines, outcome };
  };
  return { scripts, cli, calls, audits, output };
}

describe('the admin CLI registry', () => {
  it('every script but the listed legacy one has dryrun and commit and a run; names are unique', () => {
    const { scripts } = runner();
    expect(new Set(scripts.map((s) => s.name)).size).toBe(scripts.length);
    for (const script of scripts) expect(isRunnable(script.flags)).toBe(script.run !== undefined);
    expect(scripts.filter((s) => !s.run).map((s) => s.name)).toEqual(['legacy-import-numbers']);
  });

  it('lists required arguments by name from the arguments marked required', () => {
    const list = listCliScripts(runner().scripts);
    expect(list.find((s) => s.name === 'recompute-broker-transactions')?.config.required).toEqual([]);
    expect(list.find((s) => s.name === 'retry-failed-job')?.config.required).toEqual(['queue', 'jobId']);
  });

  it('ignores query parameters that are not the script arguments', () => {
    const prepared = runner().cli.prepare(
      'adjust-balance',
      { accountId: '1', amountCents: '5', reason: 'ok then', x: '1', dryrun: '1' },
      7,
    );
    expect(prepared.args).toEqual({ accountId: 1, amountCents: 5, reason: 'ok then' });
  });

  it('a dry run calls no changing task and writes no audit entry', async () => {
    const { output, calls, audits } = runner();
    const { lines } = await output('adjust-balance', {
      accountId: '1',
      amountCents: '250',
      reason: 'late fee',
      dryrun: 'true',
    });
    expect(lines).toContain('Would charge account 1 $2.50 (late fee): balance $10.00 -> $12.50.');
    await output('recompute-broker-transactions', { dryrun: 'true' });
    expect(calls).toEqual(['advance:true']);
    expect(audits).toEqual([]);
  });

  it('a commit run does it and is audited with who, script, args and result, also when it fails', async () => {
    const { output, calls, audits } = runner();
    const done = await output('adjust-balance', {
      accountId: '1',
      amountCents: '-250',
      reason: 'goodwill',
      commit: 'true',
    });
    expect(done.outcome).toEqual({
      ok: true,
      summary: 'Did credit account 1 $2.50 (goodwill): balance $10.00 -> $7.50.',
    });
    expect(done.lines.at(-1)).toBe('Finished.');
    const failed = await output('retry-failed-job', {
      queue: 'mail.send',
      jobId: '00000000-0000-4000-8000-000000000001',
      commit: 'true',
    });
    expect(failed.lines.at(-2)).toMatch(/^Failed: Job .* is completed, not failed/);
    expect(failed.lines.at(-1)).toBe('Failed.');
    expect(calls).toEqual(['adjust']);
    expect(audits).toEqual([
      {
        actorUserId: 7,
        action: 'cli.run',
        subject: 'cliScript:adjust-balance',
        before: { args: { accountId: 1, amountCents: -250, reason: 'goodwill' } },
        after: { ok: true, result: done.outcome.summary },
      },
      expect.objectContaining({
        subject: 'cliScript:retry-failed-job',
        after: expect.objectContaining({ ok: false }),
      }),
    ]);
  });
  it('rebuild-loose-search-indexes: a dry run names each index and its fill, and rebuilds or drops nothing', async () => {
    const { output, calls } = runner();
    const { lines, outcome } = await output('rebuild-loose-search-indexes', { dryrun: 'true' });
    expect(lines).toContain('number_type_npa_price_idx_ccnew: 3.0 MB, left invalid by a failed rebuild');
    expect(lines).toContain('number_npa_digits_trgm_idx: 38.0 MB, gin, not measured');
    expect(lines).toContain('number_pkey: 25.0 MB, leaf pages 90% full');
    expect(lines).toContain('number_type_npa_price_idx: 170.0 MB, leaf pages 61% full, loose');
    expect(outcome).toEqual({
      ok: true,
      summary: 'Would rebuild 1 index (170.0 MB) and drop 1 invalid index; searches go on meanwhile.',
    });
    expect(calls).toEqual([]);
  });

  it('rebuild-loose-search-indexes: a commit drops what a failed rebuild left, then rebuilds only the loose indexes', async () => {
    const { output, calls } = runner();
    const { lines, outcome } = await output('rebuild-loose-search-indexes', { commit: 'true' });
    expect(calls).toEqual(['drop:number_type_npa_price_idx_ccnew', 'rebuild:number_type_npa_price_idx']);
    expect(lines).toContain('number_type_npa_price_idx: 170.0 MB -> 85.0 MB');
    expect(outcome).toEqual({ ok: true, summary: 'Rebuilt 1 index: 170.0 MB -> 85.0 MB.' });
  });
});
