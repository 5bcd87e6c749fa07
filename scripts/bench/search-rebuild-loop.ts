/**
 * `--during-rebuild`: the tally and runs jobs' work, each looped while the crowd runs (the same
 * functions their jobs call, each in a transaction as the job runs it), so the crowd's figures are those
 * of a window in which the inventory is being re-read and the tallies rewritten. The tally job is
 * incremental (docs/adr/0078), so each of its rounds first marks AREAS_PER_ROUND busy area codes as
 * changed, as a busy minute of sales would; so is the runs job, whose rounds mark EXCHANGES_PER_ROUND
 * exchanges changed. `fullRuns` loops the full pass over every number instead (the admin CLI's, the
 * worst case, which the runs job never does).
 */
import {
  EXCHANGE_SIZE,
  refreshLoggedNumberRuns,
  refreshNumberRuns,
} from '../../src/modules/catalog/adapters/db/number-runs.ts';
import { refreshSearchTallies } from '../../src/modules/catalog/adapters/db/search-tallies.ts';
import { systemClock } from '../../src/platform/clock/clock.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { makeTransactional } from '../../src/platform/db/unit-of-work.ts';

const AREAS_PER_ROUND = 10;
const markBusyAreasChanged = (sql: SqlExecutor) =>
  sql.query(
    `insert into catalog.number_dirty_area (type, npa)
     select 'local', npa from (select npa from catalog.number where status = 'available' and type = 'local'
       and npa is not null group by npa order by random() limit ${AREAS_PER_ROUND}) busy`,
  );

const EXCHANGES_PER_ROUND = 1_000;
const markExchangesChanged = (sql: SqlExecutor) =>
  sql.query(
    `insert into catalog.number_dirty_exchange (exchange)
     select distinct num / ${EXCHANGE_SIZE} from catalog.number tablesample system (1)
     where num is not null limit ${EXCHANGES_PER_ROUND}`,
  );

const summary = (seconds: number[]) => {
  if (!seconds.length) return 'none finished';
  const sorted = [...seconds].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} s, longest ${sorted.at(-1)!.toFixed(1)} s`;
};

export function loopRebuilds(orm: Orm, sql: SqlExecutor, options: { fullRuns: boolean }) {
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
    loop(done.tallies, async () => {
      await tx(() => markBusyAreasChanged(sql));
      await tx(() => refreshSearchTallies(sql, systemClock.now()));
    }),
    loop(
      done.runs,
      options.fullRuns
        ? () => tx(() => refreshNumberRuns(sql))
        : async () => {
            await tx(() => markExchangesChanged(sql));
            await refreshLoggedNumberRuns(sql, tx);
          },
    ),
  ]);
  return {
    /** Waits for the rebuild under way to finish; what ran, in seconds each. */
    async stop() {
      stopping = true;
      await loops;
      return `tallies refreshed ${done.tallies.length}x for ${AREAS_PER_ROUND} changed area codes each (${summary(done.tallies)}), runs refreshed ${options.fullRuns ? 'in full' : `for ${EXCHANGES_PER_ROUND} changed exchanges`} ${done.runs.length}x (${summary(done.runs)})`;
    },
  };
}
