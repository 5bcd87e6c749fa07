/**
 * The database's own cost of a search, from `pg_stat_statements` (issue 18's honest baseline): the
 * benchmark resets the statistics before a measured window and reads them after, so what they hold is
 * what the API ran for that window's requests. Needs the server started with
 * `shared_preload_libraries=pg_stat_statements` (the benchmark's embedded PostgreSQL is); answers null
 * without it, and the table says n/a.
 */
import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';

/** Server settings the benchmark's embedded PostgreSQL starts with; planning time is tracked too. */
export const STATEMENT_STATS_SETTINGS = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track_planning': 'on',
  'pg_stat_statements.max': '10000',
};

/** The role the --during-rebuild loop connects as, so its statements are kept out of the searches' cost. */
export const REBUILD_ROLE = 'bench_rebuild';

export interface DbCost {
  /** Statements run per request: all calls / requests. */
  statementsPerRequest: number;
  /**
   * Database time per request, ms: (total exec + total plan time) / requests. When each statement runs
   * once a request this is the sum of their mean exec + mean plan times; a statement run on half the
   * requests counts half.
   */
  msPerRequest: number;
  /** The planning part of msPerRequest (what prepared statements could save). */
  planMsPerRequest: number;
  /** The statements by their share of the time, for the notes. */
  top: Array<{ calls: number; meanMs: number; share: number; query: string }>;
  /** The time by kind of statement (statementKind), largest first: where a request's database time goes. */
  kinds: Array<{ kind: string; calls: number; meanMs: number; share: number }>;
}

/**
 * What a search statement does, from its text (PostgresNumberSearch's and the request path's SQL): the
 * crowd's filters vary, so one kind of statement comes in hundreds of texts, each a sliver of the time.
 */
export function statementKind(query: string): string {
  const text = query.replace(/\s+/g, ' ');
  if (text.startsWith('with m as materialized (select n.city')) return 'sidebar counts (sample)';
  if (text.startsWith('with m as materialized (select n.num')) return 'block sizes (sidebar)';
  if (text.startsWith('with area as materialized')) return 'sections (regular answer)';
  if (text.includes('with c as materialized ( select n.id, n.num')) return 'blocks page';
  if (text.includes('join (with c as materialized')) return 'digits page (every match gathered)';
  if (/join \(select n\.id from catalog\.number/.test(text)) return 'page';
  if (text.includes('count(*)::int as total')) return 'capped count';
  if (text.includes('catalog.search_tally')) return 'tallies';
  if (text.includes('n.id = any(')) return 'remembered picks re-read';
  if (text.includes('from catalog.number n where') && text.includes('n.tn = ')) return 'exact number';
  if (/accounts\.(session|api_token)|from accounts\./.test(text)) return 'authentication';
  if (text.includes('account_price_factor')) return 'account prices';
  if (text.includes('platform.rate_limit')) return 'rate limit';
  return 'other';
}

export function statementStats(sql: SqlExecutor, run: <T>(work: () => Promise<T>) => Promise<T>) {
  let available: boolean | undefined;
  return {
    /** Whether the extension can be used (created in the bench database when missing). */
    async ready(): Promise<boolean> {
      if (available !== undefined) return available;
      available = await run(async () => {
        try {
          await sql.query('create extension if not exists pg_stat_statements');
          await sql.query('select 1 from pg_stat_statements limit 1');
          return true;
        } catch {
          return false;
        }
      });
      return available;
    },
    async reset(): Promise<void> {
      if (await this.ready()) await run(() => sql.query('select pg_stat_statements_reset()'));
    },
    /** What this database ran since the reset, per request; null without the extension. */
    async read(requests: number): Promise<DbCost | null> {
      if (!(await this.ready()) || requests === 0) return null;
      const rows = await run(() =>
        sql.query<{ calls: string; exec: number; plan: number; query: string }>(
          `select s.calls, s.total_exec_time as exec, s.total_plan_time as plan, s.query
           from pg_stat_statements s join pg_database d on d.oid = s.dbid
           where d.datname = current_database() and s.query not ilike '%pg_stat_statements%'
             and s.userid not in (select oid from pg_roles where rolname = '${REBUILD_ROLE}')
           order by s.total_exec_time + s.total_plan_time desc`,
        ),
      );
      const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
      const ms = rows.reduce((sum, row) => sum + row.exec + row.plan, 0);
      const kinds = new Map<string, { calls: number; ms: number }>();
      for (const row of rows) {
        const kind = kinds.get(statementKind(row.query)) ?? { calls: 0, ms: 0 };
        kind.calls += Number(row.calls);
        kind.ms += row.exec + row.plan;
        kinds.set(statementKind(row.query), kind);
      }
      return {
        statementsPerRequest: calls / requests,
        msPerRequest: ms / requests,
        planMsPerRequest: rows.reduce((sum, row) => sum + row.plan, 0) / requests,
        kinds: [...kinds]
          .map(([kind, k]) => ({ kind, calls: k.calls, meanMs: k.ms / k.calls, share: k.ms / ms }))
          .sort((a, b) => b.share - a.share),
        top: rows.slice(0, 10).map((row) => ({
          calls: Number(row.calls),
          meanMs: (row.exec + row.plan) / Number(row.calls),
          share: (row.exec + row.plan) / ms,
          // The select lists are long and alike: what tells statements apart is from `from` on.
          query: row.query
            .replace(/\s+/g, ' ')
            .replace(/^select .*? from /i, 'select ... from ')
            .slice(0, 400),
        })),
      };
    },
  };
}
