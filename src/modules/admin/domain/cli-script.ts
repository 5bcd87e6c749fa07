import { ValidationError } from '../../../shared/domain-error.ts';

/** Spec 3 section 8: the refusal for a script that cannot be tried first. */
export const NO_DRYRUN_COMMIT_MESSAGE =
  'Script cannot be run from this tool as it has no dryrun/commit option.';

/** The two flags every runnable script has: a dry run says what it would do, a commit does it. */
export const RUN_FLAGS = ['dryrun', 'commit'] as const;
export type RunMode = (typeof RUN_FLAGS)[number];

/** One argument as the screen shows it (spec 3's CLI script `config.args`). */
export interface CliArg {
  name: string;
  description: string;
}

/** Spec 3's CLI script entity: name, config.description, config.args, config.required, config.flags. */
export interface CliScriptInfo {
  name: string;
  config: { description: string; args: CliArg[]; required: string[]; flags: string[] };
}

/** Whether the script may be run here at all: only with both a dryrun and a commit flag. */
export function isRunnable(flags: readonly string[]): boolean {
  return RUN_FLAGS.every((flag) => flags.includes(flag));
}

/** A query flag is ticked when it is present and not 'false' or '0' (`?dryrun`, `?dryrun=true`, `?dryrun=1`). */
export function isTicked(value: string | undefined): boolean {
  return value !== undefined && value !== 'false' && value !== '0';
}

/**
 * The run's mode from the query: the script must have both flags (else spec 3's refusal), and exactly one of
 * dryrun and commit must be ticked. Throws ValidationError (400); nothing runs.
 */
export function runModeOf(flags: readonly string[], query: Record<string, string | undefined>): RunMode {
  if (!isRunnable(flags))
    throw new ValidationError('admin.cli_not_runnable', NO_DRYRUN_COMMIT_MESSAGE, {
      errors: { flags: NO_DRYRUN_COMMIT_MESSAGE },
    });
  const ticked = RUN_FLAGS.filter((flag) => isTicked(query[flag]));
  if (ticked.length !== 1) {
    const message = 'Tick exactly one of dryrun or commit.';
    throw new ValidationError('admin.cli_mode', message, { errors: { dryrun: message, commit: message } });
  }
  return ticked[0]!;
}
