import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../ui/forms/text-field.tsx';
import type { Choice } from './area-codes.ts';
import {
  areaCodeChoices,
  COUNTRIES,
  exactState,
  isCompleteAreaCode,
  matchStates,
  stateByCode,
  stateOfNpa,
} from './area-codes.ts';
import { Combobox } from './combobox.tsx';
import type { StateNpa } from './search-api.ts';
import { stateNpaQuery } from './search-api.ts';
import type { NumberType, SearchState } from './search-params.ts';
import { clearSearch, switchType } from './search-params.ts';
import type { ChangeOptions } from './use-search-state.ts';

const TYPES: readonly { value: NumberType; label: string }[] = [
  { value: 'local', label: 'LOCAL' },
  { value: 'tollfree', label: 'TOLL FREE' },
  { value: 'global', label: 'GLOBAL' },
];

const NO_DIRECTORY: readonly StateNpa[] = [];

export interface SearchFormProps {
  draft: SearchState;
  change: (update: (draft: SearchState) => SearchState, options?: ChangeOptions) => void;
  onHelp: () => void;
}

/** Type, state, area code, words (or country for global numbers), Clear Search and Need Help. */
export function SearchForm({ draft, change, onHelp }: SearchFormProps) {
  const directory = useQuery(stateNpaQuery).data ?? NO_DIRECTORY;
  const countryId = useId();
  const tollFree = draft.type === 'tollfree';

  const rememberEarlyAreaCode = useStateOfEarlyAreaCode(directory, draft, change);

  function chooseState(code: string, options: ChangeOptions) {
    change((current) => {
      const entry = code ? stateByCode(directory, code) : undefined;
      // An area code of another state would find nothing: it goes.
      const keepNpa = !entry || !current.npa || entry.npas.includes(current.npa);
      return { ...current, state: code, npa: keepNpa ? current.npa : '' };
    }, options);
  }

  function chooseAreaCode(npa: string, options: ChangeOptions) {
    if (directory === NO_DIRECTORY && draft.type === 'local') rememberEarlyAreaCode(npa);
    change((current) => {
      if (current.type !== 'local' || !npa) return { ...current, npa };
      // Spec 2: an area code selects its state.
      return { ...current, npa, state: stateOfNpa(directory, npa)?.state ?? current.state };
    }, options);
  }

  return (
    <form
      className="search-form"
      aria-label="Search numbers"
      onSubmit={(event) => {
        event.preventDefault();
        // Enter searches at once instead of waiting for the debounce.
        change((current) => current);
      }}
    >
      <fieldset className="search-form__types">
        <legend>Number type</legend>
        {TYPES.map((type) => (
          <label key={type.value} className="search-form__type">
            <input
              type="radio"
              name="type"
              value={type.value}
              checked={draft.type === type.value}
              onChange={() => change((current) => switchType(current, type.value))}
            />
            {type.label}
          </label>
        ))}
      </fieldset>
      <div className="search-form__fields">
        {draft.type === 'local' && (
          <StateField directory={directory} value={draft.state} onChange={chooseState} />
        )}
        {draft.type !== 'global' && (
          <AreaCodeField
            directory={directory}
            value={draft.npa}
            state={draft.state}
            tollFree={tollFree}
            onChange={chooseAreaCode}
          />
        )}
        {draft.type === 'global' && (
          <div className="field">
            <label className="field__label" htmlFor={countryId}>
              Country
            </label>
            <select
              id={countryId}
              className="field__input"
              value={draft.country || COUNTRIES[0]?.code}
              onChange={(event) => change((current) => ({ ...current, country: event.target.value }))}
            >
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name} ({country.dialCode})
                </option>
              ))}
            </select>
          </div>
        )}
        <TextField
          label="Words or digits"
          hint="A word such as CARS, or digits the number contains."
          value={draft.search}
          maxLength={20}
          autoComplete="off"
          onChange={(search) => change((current) => ({ ...current, search }), { debounce: true })}
        />
      </div>
      <div className="button-row search-form__actions">
        <button type="button" className="button" onClick={() => change(clearSearch)}>
          Clear Search
        </button>
        <button type="button" className="button search-form__help" onClick={onHelp}>
          Need Help?
        </button>
      </div>
    </form>
  );
}

/**
 * Spec 2: an area code selects its state. A code chosen before the state directory arrived could not:
 * once the directory is here, its state is filled in, unless the user has chosen a state or another
 * code meanwhile. The results stay the same (the code already narrows to that state): the page kept.
 * Returns what `chooseAreaCode` calls when it could not look the state up.
 */
function useStateOfEarlyAreaCode(
  directory: readonly StateNpa[],
  draft: SearchState,
  change: SearchFormProps['change'],
) {
  const early = useRef('');
  const directoryArrived = directory !== NO_DIRECTORY;
  const home =
    directoryArrived && early.current && early.current === draft.npa && !draft.state
      ? stateOfNpa(directory, draft.npa)?.state
      : undefined;
  useEffect(() => {
    if (!directoryArrived) return;
    early.current = '';
    if (home) change((current) => ({ ...current, state: current.state || home }), { keepSkip: true });
  }, [directoryArrived, home, change]);
  return (npa: string) => {
    early.current = npa;
  };
}

/**
 * An autocomplete field's text. It keeps what the user types, shows `display(value)` whenever the value changes
 * from elsewhere (the URL, a type switch, an area code choosing its state), and can complete the typed text
 * inline: the added part is selected, so the next keystroke replaces it and Backspace removes it.
 */
function useFieldText(value: string, display: (value: string) => string) {
  const [text, setText] = useState(() => display(value));
  /** The value the text stands for. */
  const known = useRef(value);
  /** What the user typed, without an inline completion. */
  const typed = useRef(text);
  const inputRef = useRef<HTMLInputElement>(null);
  const displayed = display(value);

  useEffect(() => {
    if (value !== known.current) {
      known.current = value;
      typed.current = displayed;
      setText(displayed);
    }
  }, [value, displayed]);
  // The directory arrived after the code: show the state's name rather than its code.
  useEffect(() => {
    if (text === known.current && displayed !== text) {
      typed.current = displayed;
      setText(displayed);
    }
  }, [text, displayed]);

  /** The user's edit: whether it added characters to what they had typed. */
  function edit(next: string): boolean {
    const grew = next.length > typed.current.length;
    typed.current = next;
    setText(next);
    return grew;
  }

  /** Shows `full` for the typed text, the completed part selected. */
  function complete(full: string) {
    const start = typed.current.length;
    setText(full);
    // After React has rendered and restored the controlled input's value (which moves the caret to the end).
    const input = inputRef.current;
    queueMicrotask(() => {
      if (input && input === document.activeElement && input.value === full) {
        input.setSelectionRange(start, full.length);
      }
    });
  }

  return { text, setText, known, typed, inputRef, edit, complete };
}

interface StateFieldProps {
  directory: readonly StateNpa[];
  value: string;
  onChange: (code: string, options: ChangeOptions) => void;
}

function StateField({ directory, value, onChange }: StateFieldProps) {
  const display = (code: string) => (code ? (stateByCode(directory, code)?.name ?? code) : '');
  const field = useFieldText(value, display);
  const { text, known } = field;
  const choices: Choice[] = matchStates(directory, field.typed.current).map((entry) => ({
    value: entry.state,
    label: `${entry.name} (${entry.state})`,
  }));

  function select(code: string, options: ChangeOptions) {
    known.current = code;
    if (code !== value) onChange(code, options);
  }

  function chooseShown(code: string) {
    field.typed.current = display(code);
    field.setText(display(code));
    select(code, {});
  }

  return (
    <Combobox
      label="State"
      text={text}
      choices={choices}
      inputRef={field.inputRef}
      autoComplete="off"
      placeholder="e.g. New Jersey"
      onTextChange={(next) => {
        const grew = field.edit(next);
        const typed = next.trim();
        const matches = matchStates(directory, typed);
        const byName = directory.find((entry) => entry.name.toLowerCase() === typed.toLowerCase());
        const [single] = matches;
        if (typed && grew && matches.length === 1 && single) {
          // Spec 2: a partial match with a single result selects it.
          field.complete(single.name);
          select(single.state, { debounce: true });
        } else if (byName) {
          select(byName.state, { debounce: true });
        } else if (known.current) {
          select('', { debounce: true });
        }
      }}
      onChoose={(choice) => chooseShown(choice.value)}
      onBlur={() => {
        const exact = exactState(directory, text);
        if (exact) chooseShown(exact.state);
        else {
          field.typed.current = display(known.current);
          field.setText(display(known.current));
        }
      }}
    />
  );
}

interface AreaCodeFieldProps {
  directory: readonly StateNpa[];
  value: string;
  state: string;
  tollFree: boolean;
  onChange: (npa: string, options: ChangeOptions) => void;
}

function AreaCodeField({ directory, value, state, tollFree, onChange }: AreaCodeFieldProps) {
  const field = useFieldText(value, (npa) => npa);
  const { text, known } = field;
  const choicesFor = (typed: string) => areaCodeChoices(directory, { tollFree, state, typed });

  function select(npa: string, options: ChangeOptions) {
    known.current = npa;
    if (npa !== value) onChange(npa, options);
  }

  function chooseShown(npa: string) {
    field.typed.current = npa;
    field.setText(npa);
    select(npa, {});
  }

  return (
    <Combobox
      label="Area code"
      text={text}
      choices={choicesFor(field.typed.current)}
      inputRef={field.inputRef}
      inputMode={tollFree ? 'text' : 'numeric'}
      maxLength={3}
      autoComplete="off"
      placeholder={tollFree ? '8**' : 'e.g. 201'}
      onTextChange={(next) => {
        const typed = tollFree ? next.replace(/[^\d*]/g, '') : next.replace(/\D/g, '');
        const grew = field.edit(typed);
        const matches = choicesFor(typed);
        const [single] = matches;
        if (isCompleteAreaCode(typed, tollFree)) {
          select(typed, { debounce: true });
        } else if (typed && grew && matches.length === 1 && single) {
          // Spec 2: a partial match with a single result selects it.
          field.complete(single.value);
          select(single.value, { debounce: true });
        } else if (known.current) {
          select('', { debounce: true });
        }
      }}
      onChoose={(choice) => chooseShown(choice.value)}
      onBlur={() => {
        if (!isCompleteAreaCode(text, tollFree)) chooseShown(known.current);
      }}
    />
  );
}
