import { describe, expect, it } from 'vitest';
import { isRunnable, isTicked, NO_DRYRUN_COMMIT_MESSAGE, runModeOf } from './cli-script.ts';

describe('the admin CLI run rules', () => {
  it('runs only scripts that have both a dryrun and a commit flag', () => {
    expect(isRunnable(['dryrun', 'commit'])).toBe(true);
    expect(isRunnable(['commit'])).toBe(false);
    expect(isRunnable([])).toBe(false);
    expect(() => runModeOf(['commit'], { commit: 'true' })).toThrow(NO_DRYRUN_COMMIT_MESSAGE);
  });

  it('a flag is ticked when present and not false or 0', () => {
    expect(isTicked('true')).toBe(true);
    expect(isTicked('')).toBe(true);
    expect(isTicked('1')).toBe(true);
    expect(isTicked('false')).toBe(false);
    expect(isTicked('0')).toBe(false);
    expect(isTicked(undefined)).toBe(false);
  });

  it('needs exactly one of dryrun and commit', () => {
    const flags = ['dryrun', 'commit'];
    expect(runModeOf(flags, { dryrun: 'true' })).toBe('dryrun');
    expect(runModeOf(flags, { commit: 'true', dryrun: 'false' })).toBe('commit');
    expect(() => runModeOf(flags, {})).toThrow('Tick exactly one of dryrun or commit.');
    expect(() => runModeOf(flags, { dryrun: 'true', commit: 'true' })).toThrow('Tick exactly one');
  });
});
