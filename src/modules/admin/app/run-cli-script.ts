import { NotFoundError, ValidationError } from '../../../shared/domain-error.ts';
import { type CliScriptInfo, type RunMode, runModeOf } from '../domain/cli-script.ts';
import { CliFailure, type CliScript } from './cli-scripts.ts';
import type { makeRecordAuditEntry } from './record-audit-entry.ts';

export interface RunCliScriptDeps {
  scripts: CliScript[];
  record: ReturnType<typeof makeRecordAuditEntry>;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** A checked request to run a script: it exists, may run here, and its arguments passed its schema. */
export interface PreparedCliRun {
  script: CliScript;
  mode: RunMode;
  args: Record<string, unknown>;
  staffUserId: number;
}

/** GET /api/admin/cli: the allow-list as spec 3's CLI script entity. */
export function listCliScripts(scripts: CliScript[]): CliScriptInfo[] {
  return scripts.map((s) => ({
    name: s.name,
    config: {
      description: s.description,
      args: s.args.map(({ name, description }) => ({ name, description })),
      required: s.args.filter((arg) => arg.required).map((arg) => arg.name),
      flags: [...s.flags],
    },
  }));
}

/**
 * Running a script (docs/adr/0070) in two steps, so refusals are plain 404/400 answers before any output
 * streams: `prepare` checks name, flags and arguments (nothing runs); `run` runs it, telling each line to
 * `say`, ends with 'Finished: ...' or 'Failed: ...', and audits a commit run (who, script, args, result).
 */
export function makeRunCliScript({ scripts, record, tx }: RunCliScriptDeps) {
  return {
    prepare(name: string, query: Record<string, string | undefined>, staffUserId: number): PreparedCliRun {
      const script = scripts.find((s) => s.name === name);
      if (!script) throw new NotFoundError('admin.cli_unknown_script', `There is no script '${name}'.`);
      const mode = runModeOf(script.flags, query);
      const known = new Set(script.args.map((arg) => arg.name));
      const given = Object.fromEntries(Object.entries(query).filter(([key]) => known.has(key)));
      const parsed = script.schema.safeParse(given);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'args')] ??= issue.message;
        throw new ValidationError('admin.cli_invalid_args', Object.values(errors).join(' '), { errors });
      }
      return { script, mode, args: parsed.data as Record<string, unknown>, staffUserId };
    },

    async run(
      prepared: PreparedCliRun,
      say: (line: string) => Promise<void>,
    ): Promise<{ ok: boolean; summary: string }> {
      const { script, mode, args, staffUserId } = prepared;
      await say(`${mode === 'dryrun' ? 'Dry run' : 'Commit'}: ${script.name} ${JSON.stringify(args)}`);
      let outcome: { ok: boolean; summary: string };
      try {
        const summary = await script.run!({ args: args as never, mode, staffUserId, say });
        outcome = { ok: true, summary };
      } catch (error) {
        const message = error instanceof CliFailure || error instanceof Error ? error.message : String(error);
        outcome = {
          ok: false,
          summary: error instanceof CliFailure ? message : `Unexpected error: ${message}`,
        };
      }
      if (mode === 'commit')
        await tx(() =>
          record({
            actorUserId: staffUserId,
            action: 'cli.run',
            subject: `cliScript:${script.name}`,
            before: { args },
            after: { ok: outcome.ok, result: outcome.summary },
          }),
        );
      await say(outcome.ok ? outcome.summary : `Failed: ${outcome.summary}`);
      await say(outcome.ok ? 'Finished.' : 'Failed.');
      return outcome;
    },
  };
}
