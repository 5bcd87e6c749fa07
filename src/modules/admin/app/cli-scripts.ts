import { z } from 'zod';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { CliArg, RunMode } from '../domain/cli-script.ts';
import { RUN_FLAGS } from '../domain/cli-script.ts';
import type { CliIndex, CliTasks } from '../ports/cli-tasks.ts';

/** What a running script may do: tell the page a line (streamed as it happens). */
export interface CliRun<A> {
  args: A;
  mode: RunMode;
  staffUserId: number;
  say(line: string): Promise<void>;
}

/**
 * One allow-listed maintenance task (docs/adr/0070): TypeScript calling a module's facade, never a shell
 * command. `schema` validates the query's arguments; `run` answers a one-line summary (audited on commit).
 * A legacy entry has no `run` and no dryrun/commit flags: it is listed, and refused.
 */
export interface CliScript {
  name: string;
  description: string;
  args: Array<CliArg & { required?: boolean }>;
  flags: readonly string[];
  schema: z.ZodType<object>;
  run?: (run: CliRun<never>) => Promise<string>;
}

/** A runnable script: its `run` is typed by its schema; its flags are dryrun and commit. */
function script<S extends z.ZodType<object>>(definition: {
  name: string;
  description: string;
  args?: Array<CliArg & { required?: boolean }>;
  schema: S;
  run: (run: CliRun<z.infer<S>>) => Promise<string>;
}): CliScript {
  return { args: [], ...definition, flags: RUN_FLAGS, run: definition.run as CliScript['run'] };
}

const NO_ARGS = z.object({});
const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be positive.`);
const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export const MAX_ADJUSTMENT_CENTS = 10_000_000;

/** The allow-list, in the order the screen shows it. */
export function cliScripts(tasks: CliTasks, clock: Clock): CliScript[] {
  return [
    script({
      name: 'rebuild-search-tallies',
      description: 'Rebuilds the search tallies (counts and facets) from the numbers on offer now.',
      schema: NO_ARGS,
      async run({ mode, say }) {
        if (mode === 'dryrun') {
          const { tallies, offered } = await tasks.searchTallies.counts();
          return `Would rebuild the search tallies from ${plural(offered, 'number')} on offer (${plural(tallies, 'tally row')} now).`;
        }
        await say('Rebuilding the search tallies...');
        const { tallies, offered } = await tasks.searchTallies.rebuild();
        return `Rebuilt ${plural(tallies, 'tally row')} from ${plural(offered, 'number')} on offer.`;
      },
    }),
    script({
      name: 'refresh-number-runs',
      description: 'Recomputes the runs of consecutive numbers that find-a-block reads.',
      schema: NO_ARGS,
      async run({ mode, say }) {
        if (mode === 'dryrun')
          return `Would rewrite the runs of ${plural(await tasks.numberRuns.stale(), 'number')}.`;
        await say('Refreshing number runs...');
        return `Rewrote the runs of ${plural(await tasks.numberRuns.refresh(), 'number')}.`;
      },
    }),
    script({
      name: 'rebuild-loose-search-indexes',
      description:
        "Builds again, one at a time and without stopping searches, the inventory's B-tree indexes whose leaf pages are under 80% full (a fresh build fills them to 90%).",
      schema: NO_ARGS,
      async run({ mode, say }) {
        const indexes = await tasks.searchIndexes.list();
        const leftovers = indexes.filter((index) => !index.valid);
        for (const index of leftovers)
          await say(`${index.name}: ${megabytes(index.bytes)}, left invalid by a failed rebuild`);
        const loose: CliIndex[] = [];
        for (const index of indexes.filter((candidate) => candidate.valid)) {
          const { percent, loose: isLoose } = await tasks.searchIndexes.fill(index);
          const fill =
            percent === null ? `${index.method}, not measured` : `leaf pages ${percent.toFixed(0)}% full`;
          await say(`${index.name}: ${megabytes(index.bytes)}, ${fill}${isLoose ? ', loose' : ''}`);
          if (isLoose) loose.push(index);
        }
        const looseBytes = loose.reduce((sum, index) => sum + index.bytes, 0);
        const dropping = leftovers.length
          ? ` and drop ${plural(leftovers.length, 'invalid index', 'invalid indexes')}`
          : '';
        if (mode === 'dryrun')
          return `Would rebuild ${plural(loose.length, 'index', 'indexes')} (${megabytes(looseBytes)})${dropping}; searches go on meanwhile.`;
        for (const index of leftovers) {
          await tasks.searchIndexes.dropInvalid(index);
          await say(`Dropped ${index.name}.`);
        }
        let after = 0;
        for (const index of loose) {
          await say(`Rebuilding ${index.name}...`);
          const bytes = await tasks.searchIndexes.rebuild(index);
          after += bytes;
          await say(`${index.name}: ${megabytes(index.bytes)} -> ${megabytes(bytes)}`);
        }
        if (!loose.length)
          return `No index is under 80% full: nothing rebuilt${leftovers.length ? `; dropped ${plural(leftovers.length, 'invalid index', 'invalid indexes')}` : ''}.`;
        return `Rebuilt ${plural(loose.length, 'index', 'indexes')}: ${megabytes(looseBytes)} -> ${megabytes(after)}.`;
      },
    }),
    script({
      name: 'release-expired-holds',
      description: "Closes basket items past their 30 minutes and releases their numbers' holds.",
      schema: NO_ARGS,
      async run({ mode, say }) {
        if (mode === 'dryrun') {
          const lapsed = await tasks.expiredHolds.lapsed();
          return `Would close ${plural(lapsed, 'lapsed basket item')} and release their holds (one batch shown).`;
        }
        let total = 0;
        for (let batch = 1; batch <= 1000; batch++) {
          const closed = await tasks.expiredHolds.release();
          if (!closed) break;
          total += closed;
          await say(`Batch ${batch}: closed ${plural(closed, 'item')}.`);
        }
        return `Closed ${plural(total, 'lapsed basket item')} and released their holds.`;
      },
    }),
    script({
      name: 'resend-mail',
      description:
        'Sends a copy of a mail from the outbox again (not one whose one-time secret was removed).',
      args: [{ name: 'mailId', description: 'The outbox mail id.', required: true }],
      schema: z.object({ mailId: id('mailId') }),
      async run({ args, mode }) {
        const mail = await tasks.mail.find(args.mailId);
        if (!mail) throw new CliFailure(`There is no mail ${args.mailId} in the outbox.`);
        if (mail.redacted)
          throw new CliFailure(
            `Mail ${mail.id} carried a one-time secret and its body is gone: it cannot be resent.`,
          );
        const what = `mail ${mail.id} '${mail.subject}' to ${mail.to} (${mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : 'never sent'})`;
        if (mode === 'dryrun') return `Would resend ${what}.`;
        await tasks.mail.resend(mail);
        return `Queued a copy of ${what}.`;
      },
    }),
    script({
      name: 'adjust-balance',
      description:
        "Adds one line to an account's ledger: positive cents charge the account, negative cents credit it.",
      args: [
        { name: 'accountId', description: 'The account.', required: true },
        {
          name: 'amountCents',
          description: 'Cents, e.g. 500 charges $5.00, -500 credits $5.00.',
          required: true,
        },
        { name: 'reason', description: 'Why (shown on the ledger line, 3-180 characters).', required: true },
      ],
      schema: z.object({
        accountId: id('accountId'),
        amountCents: z.coerce
          .number({ error: 'amountCents must be a number.' })
          .int('amountCents is a whole number of cents.')
          .refine((n) => n !== 0, 'amountCents cannot be 0.')
          .refine(
            (n) => Math.abs(n) <= MAX_ADJUSTMENT_CENTS,
            `amountCents is at most ${MAX_ADJUSTMENT_CENTS} either way.`,
          ),
        reason: z
          .string({ error: 'A reason is required.' })
          .trim()
          .min(3, 'A reason is at least 3 characters.')
          .max(180, 'A reason is at most 180 characters.'),
      }),
      async run({ args, mode, staffUserId }) {
        const before = await tasks.balances.balanceCents(args.accountId);
        if (before === null) throw new CliFailure(`There is no account ${args.accountId}.`);
        const verb = args.amountCents > 0 ? 'charge' : 'credit';
        const what = `${verb} account ${args.accountId} ${dollars(Math.abs(args.amountCents))} (${args.reason})`;
        if (mode === 'dryrun')
          return `Would ${what}: balance ${dollars(before)} -> ${dollars(before + args.amountCents)}.`;
        const after = await tasks.balances.adjust({
          accountId: args.accountId,
          amountCents: args.amountCents,
          description: `Adjustment: ${args.reason}`,
          reference: `admin-cli:${staffUserId}:${clock.now().getTime()}`,
        });
        return `Did ${what}: balance ${dollars(before)} -> ${dollars(after)}.`;
      },
    }),
    script({
      name: 'retry-failed-job',
      description: 'Puts a failed background job back in its queue so the worker runs it again.',
      args: [
        { name: 'queue', description: "The job's queue, e.g. mail.send.", required: true },
        { name: 'jobId', description: "The job's id (a uuid).", required: true },
      ],
      schema: z.object({
        queue: z
          .string({ error: 'A queue is required.' })
          .regex(/^[A-Za-z0-9._-]{1,100}$/, 'A queue name is letters, digits, dots, dashes and underscores.'),
        jobId: z.uuid('jobId must be a job id (uuid).'),
      }),
      async run({ args, mode }) {
        const job = await tasks.jobs.find(args.queue, args.jobId);
        if (!job) throw new CliFailure(`There is no job ${args.jobId} in queue ${args.queue}.`);
        if (job.state !== 'failed')
          throw new CliFailure(`Job ${job.id} is ${job.state}, not failed: only failed jobs are re-run.`);
        const what = `failed job ${job.id} of ${job.queue} (${plural(job.retryCount, 'retry', 'retries')} so far)`;
        if (mode === 'dryrun') return `Would re-run ${what}.`;
        await tasks.jobs.retry(job.queue, job.id);
        return `Re-queued ${what}.`;
      },
    }),
    script({
      name: 'recompute-broker-transactions',
      description:
        "Moves brokers' transactions on: collected sales to pending, pending ones past their hold to payable.",
      args: [{ name: 'brokerAccountId', description: "One broker's account; empty for all brokers." }],
      schema: z.object({
        brokerAccountId: z.preprocess((v) => (v === '' ? undefined : v), id('brokerAccountId').optional()),
      }),
      async run({ args, mode }) {
        const whose = args.brokerAccountId ? `broker account ${args.brokerAccountId}` : 'all brokers';
        const moved = await tasks.brokerTransactions.advance({
          ...(args.brokerAccountId ? { brokerAccountId: args.brokerAccountId } : {}),
          dryRun: mode === 'dryrun',
        });
        const counts = `${plural(moved.pending, 'transaction')} to pending and ${moved.payable} to payable`;
        return mode === 'dryrun' ? `Would move ${counts} for ${whose}.` : `Moved ${counts} for ${whose}.`;
      },
    }),
    {
      name: 'legacy-import-numbers',
      description:
        'Legacy: the old system bulk number import. Listed for reference; it has no dryrun/commit option, so ' +
        'this tool will not run it.',
      args: [],
      flags: [],
      schema: NO_ARGS,
    },
  ];
}

/** A script's own "cannot do that" (no such mail, job not failed): the run ends failed with this line. */
export class CliFailure extends Error {}
