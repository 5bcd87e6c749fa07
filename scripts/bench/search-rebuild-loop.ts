/**
 * `--during-rebuild`: the tally and runs jobs' work, each looped while the crowd runs (the same
 * functions their jobs call, each in a transaction as the job runs it), so the crowd's figures are those
 * of a window in which the inventory is being re-read and the tallies rewritten.
 */
import { refreshNumberRuns } from '../../src/modules/catalog/adapters/db/number-runs.ts';
import { refreshSearchTallies } from '../../src/modules/catalog/adapters/db/search-tallies.ts';
import { systemClock } from '../../src/platform/clock/clock.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { makeTransactional } from '../../src/platform/db/unit-of-work.ts';

export function loopRebuilds(orm: Orm, sql: SqlExecutor) {
  const tx = makeTransactional(orm);
  const done = { tallies: [] as number[], runs: [] as number[] };
  let stopping = false;
  const timed = async (into: number[], work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    into.push((performance.now() - started) / 1000);
  };
  // Each job's work in its own loop, as their crons are independent: both are under way from the start.
  const loop = async (into: number[], work: () => Promise<unknown>) => {
    while (!stopping) await timed(into, work);
  };
  const loops = Promise.all([
    loop(done.tallies, () => tx(() => refreshSearchTallies(sql, systemClock.now()))),
    loop(done.runs, () => tx(() => refreshNumberRuns(sql))),
  ]);
  return {
    /** Waits for the rebuild under way to finish; what ran, in seconds each. */
    async stop() {
      stopping = true;
      await loops;
      const list = (seconds: number[]) => seconds.map((s) => s.toFixed(1)).join(', ') || 'none finished';
      return `tallies rebuilt ${done.tallies.length}x (${list(done.tallies)} s), runs refreshed ${done.runs.length}x (${list(done.runs)} s)`;
    },
  };
}
