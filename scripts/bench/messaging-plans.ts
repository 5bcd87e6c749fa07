/**
 * The plans of the statements the API really runs: the benchmark serves the pages once through an
 * in-process app whose PostgreSQL clients record every statement (both copies of `pg` in node_modules:
 * MikroORM's own and the root one), then runs `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)` of each read of the
 * conversation tables with its parameters.
 */
import { createRequire } from 'node:module';
import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';

export interface RecordedStatement {
  text: string;
  values: unknown[];
}

type Query = (this: unknown, ...args: unknown[]) => unknown;

/** Records every statement of every pg client of this process until `stop()`. */
export function recordStatements(): { take: () => RecordedStatement[]; stop: () => void } {
  const recorded: RecordedStatement[] = [];
  const require = createRequire(import.meta.url);
  const copies = new Set<{ prototype: { query: Query } }>([require('pg').Client]);
  try {
    copies.add(createRequire(require.resolve('@mikro-orm/postgresql'))('pg').Client);
  } catch {}
  const originals = [...copies].map((Client) => {
    const original = Client.prototype.query;
    Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      const [first, second] = args as [unknown, unknown];
      if (typeof first === 'string')
        recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first)
        recorded.push({
          text: String(first.text),
          values: ((first as { values?: unknown[] }).values ?? []) as unknown[],
        });
      return original.apply(this, args);
    };
    return () => {
      Client.prototype.query = original;
    };
  });
  return {
    take: () => recorded.splice(0),
    stop: () => {
      for (const restore of originals) restore();
    },
  };
}

const READS_CONVERSATIONS = /"?messaging"?\."?(message|message_thread|contact)"?\b/;

/** The recorded reads of conversation tables (writes are not explained: EXPLAIN ANALYZE would run them). */
export function conversationReads(statements: RecordedStatement[]): RecordedStatement[] {
  return statements.filter(
    ({ text }) =>
      /^\s*(select|with)\b/i.test(text) &&
      !/\b(update|insert|delete)\b/i.test(text) &&
      READS_CONVERSATIONS.test(text),
  );
}

export async function explain(sql: SqlExecutor, statement: RecordedStatement): Promise<PlanNode> {
  const [row] = await sql.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `explain (analyze, buffers, timing off, summary off, format json) ${statement.text}`,
    statement.values,
  );
  return row!['QUERY PLAN'][0]!.Plan;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** Index names a plan reads, and tables it reads whole. */
export function accessesOf(node: PlanNode): { indexes: string[]; seqScans: string[] } {
  const nodes: PlanNode[] = [];
  const walk = (n: PlanNode) => {
    nodes.push(n);
    for (const child of n.Plans ?? []) walk(child);
  };
  walk(node);
  return {
    indexes: [...new Set(nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))],
    seqScans: [
      ...new Set(nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'] ?? '?')),
    ],
  };
}

/** An EXPLAIN-like text of a plan: each node with its index or table, conditions, rows and buffers. */
export function renderPlan(node: PlanNode, depth = 0): string {
  const on = node['Index Name']
    ? ` using ${node['Index Name']} on ${node['Relation Name']}`
    : node['Relation Name']
      ? ` on ${node['Relation Name']}`
      : '';
  const blocks = (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);
  const head = `${'  '.repeat(depth)}${depth ? '->  ' : ''}${node['Node Type']}${on} (actual rows=${node['Actual Rows']} loops=${node['Actual Loops']}, buffers=${blocks})`;
  const details = [
    node['Index Cond'] && `Index Cond: ${node['Index Cond']}`,
    node.Filter && `Filter: ${node.Filter}`,
  ]
    .filter(Boolean)
    .map((line) => `${'  '.repeat(depth + 2)}${line}`);
  return [head, ...details, ...(node.Plans ?? []).map((child) => renderPlan(child, depth + 1))].join('\n');
}
