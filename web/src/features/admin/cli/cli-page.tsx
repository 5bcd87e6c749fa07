import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import '../admin.css';
import {
  type CliScript,
  cliScriptsQuery,
  isRunnable,
  NO_DRYRUN_COMMIT_MESSAGE,
  runCliScript,
} from './cli-api.ts';

type RunState = 'idle' | 'running' | 'finished' | 'failed';

const STATE_TEXT: Record<Exclude<RunState, 'idle'>, string> = {
  running: 'Running...',
  finished: 'Finished.',
  failed: 'Failed.',
};

/** /admin/cli (spec 3): choose a script, fill its arguments, tick dryrun or commit, Run; the output streams. */
export function CliPage() {
  const scripts = useQuery(cliScriptsQuery());
  const [name, setName] = useState<string | null>(null);
  const script = scripts.data?.find((s) => s.name === name) ?? null;

  return (
    <section className="page cli-page">
      <h1>Admin CLI</h1>
      <p>Maintenance scripts. A dry run says what a script would do and changes nothing; commit does it.</p>
      {scripts.isPending && <p role="status">Loading scripts...</p>}
      {scripts.isError && (
        <p className="form-error" role="alert">
          The scripts could not be loaded: {scripts.error.message}
        </p>
      )}
      {scripts.data && scripts.data.length === 0 && <p>No scripts.</p>}
      {scripts.data && scripts.data.length > 0 && (
        <fieldset className="cli-scripts">
          <legend>Script</legend>
          {scripts.data.map((s) => (
            <label key={s.name} className="cli-scripts__option">
              <input
                type="radio"
                name="cli-script"
                value={s.name}
                checked={name === s.name}
                onChange={() => setName(s.name)}
              />
              <span>
                <strong>{s.name}</strong>
                <span className="field__hint">{s.config.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {script && <ScriptForm key={script.name} script={script} />}
    </section>
  );
}

function ScriptForm({ script }: { script: CliScript }) {
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [flags, setFlags] = useState<Record<string, boolean>>({ dryrun: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [output, setOutput] = useState('');
  const [state, setState] = useState<RunState>('idle');
  const log = useRef<HTMLPreElement>(null);
  const runnable = isRunnable(script);

  useEffect(() => {
    // Follow the output as it grows.
    if (log.current && output) log.current.scrollTop = log.current.scrollHeight;
  }, [output]);

  async function run() {
    const missing = Object.fromEntries(
      script.config.required.filter((arg) => !values[arg]?.trim()).map((arg) => [arg, `${arg} is required.`]),
    );
    const ticked = script.config.flags.filter((flag) => flags[flag]);
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length) return;
    if (ticked.filter((flag) => flag === 'dryrun' || flag === 'commit').length !== 1) {
      setProblem('Tick exactly one of dryrun or commit.');
      return;
    }
    const query: Record<string, string> = {};
    for (const arg of script.config.args)
      if (values[arg.name]?.trim()) query[arg.name] = values[arg.name]!.trim();
    for (const flag of ticked) query[flag] = 'true';
    setOutput('');
    setState('running');
    let text = '';
    try {
      await runCliScript(script.name, query, (piece) => {
        text += piece;
        setOutput(text);
      });
      setState(text.trimEnd().endsWith('\nFinished.') || text.trim() === 'Finished.' ? 'finished' : 'failed');
    } catch (error) {
      setState(text ? 'failed' : 'idle');
      if (error instanceof ApiError && error.errors && error.status === 400) setErrors(error.errors);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <form
      id={formId}
      className="cli-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <h2>{script.name}</h2>
      <p>{script.config.description}</p>
      {!runnable && (
        <p className="form-error" role="alert">
          {NO_DRYRUN_COMMIT_MESSAGE}
        </p>
      )}
      {script.config.args.map((arg) => {
        const id = `${formId}-${arg.name}`;
        const required = script.config.required.includes(arg.name);
        const error = errors[arg.name];
        return (
          <div className="field" key={arg.name}>
            <label className="field__label" htmlFor={id}>
              {arg.name}
              {required ? ' (required)' : ''}
            </label>
            <input
              id={id}
              className={error ? 'field__input field__input--invalid' : 'field__input'}
              value={values[arg.name] ?? ''}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => setValues({ ...values, [arg.name]: event.target.value })}
            />
            <span id={`${id}-hint`} className="field__hint">
              {arg.description}
            </span>
            {error && (
              <span id={`${id}-error`} className="field__error">
                {error}
              </span>
            )}
          </div>
        );
      })}
      {script.config.flags.length > 0 && (
        <fieldset className="cli-flags">
          <legend>Flags</legend>
          {script.config.flags.map((flag) => (
            <label key={flag} className="checkbox-row">
              <input
                type="checkbox"
                checked={flags[flag] === true}
                onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
              />
              {flag}
            </label>
          ))}
        </fieldset>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={!runnable || state === 'running'}>
          {state === 'running' ? 'Running...' : 'Run'}
        </button>
      </div>
      {state !== 'idle' && (
        <p className={`cli-state cli-state--${state}`} role="status">
          {STATE_TEXT[state]}
        </p>
      )}
      {(output || state === 'running') && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users focus it to scroll.
        <pre ref={log} className="cli-output" role="log" aria-live="polite" aria-label="Output" tabIndex={0}>
          {output}
        </pre>
      )}
    </form>
  );
}
