import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  chipValueOf,
  OPERATOR_LABELS,
  operatorsOf,
  type SearchChip,
  type SearchField,
  type SearchOperator,
  type SearchSort,
  type SearchState,
  unusedFields,
} from './search-bar-model.ts';
import './search-bar.css';

/** Spec 3 section 5: an invalid value flashes the input red for 700 ms. */
export const INVALID_FLASH_MS = 700;

export interface SearchBarProps {
  /** Names the search form. */
  label: string;
  fields: readonly SearchField[];
  defaultSort: SearchSort;
  onSearch: (state: SearchState) => void;
  /** Shows a Download button (the list as CSV). */
  onDownload?: () => void;
  /** Disables the bar (e.g. while a list has unsaved edits the page must ask about first). */
  disabled?: boolean;
}

/**
 * The shared search bar (spec 3 section 2): pick a field, an operator and a value to build chips (each field
 * once at a time), choose the sort, Search, Reset and optionally Download. Emits the chips and sort; the
 * caller turns them into list-language params with `listParamsOf`.
 */
export function SearchBar({ label, fields, defaultSort, onSearch, onDownload, disabled }: SearchBarProps) {
  const id = useId();
  const [chips, setChips] = useState<readonly SearchChip[]>([]);
  const [sort, setSort] = useState<SearchSort>(defaultSort);
  const offered = unusedFields(fields, chips);
  const [fieldName, setFieldName] = useState(offered[0]?.name ?? '');
  const field = offered.find((candidate) => candidate.name === fieldName) ?? offered[0];
  const operators = field ? operatorsOf(field) : [];
  const [operator, setOperator] = useState<SearchOperator>(operators[0] ?? 'is');
  const [text, setText] = useState('');
  const [flashing, setFlashing] = useState(false);
  const chosenOperator = operators.includes(operator) ? operator : (operators[0] ?? 'is');

  useEffect(() => {
    if (fields.length === 0) console.error('SearchBar: its configuration has no fields.');
  }, [fields.length]);

  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(() => setFlashing(false), INVALID_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashing]);

  /** The chips with the typed value added, or null (and a red flash) when the value is not acceptable. */
  function withTypedChip(): readonly SearchChip[] | null {
    const value = field ? chipValueOf(field, chosenOperator, text) : null;
    if (!field || value === null) {
      setFlashing(true);
      return null;
    }
    const next = [...chips, { field: field.name, operator: chosenOperator, text: text.trim(), value }];
    const nextField = unusedFields(fields, next)[0];
    setChips(next);
    setText('');
    setFieldName(nextField?.name ?? '');
    setOperator(nextField ? (operatorsOf(nextField)[0] ?? 'is') : 'is');
    return next;
  }

  function addChip() {
    withTypedChip();
  }

  function search(event: FormEvent) {
    event.preventDefault();
    // An empty value is fine here (search with the chips as they are), not when adding a chip.
    const next = text.trim() === '' ? chips : withTypedChip();
    if (next) onSearch({ chips: next, sort });
  }

  function removeChip(chip: SearchChip) {
    setChips(chips.filter((candidate) => candidate !== chip));
  }

  function reset() {
    setChips([]);
    setSort(defaultSort);
    setText('');
    setFieldName(fields[0]?.name ?? '');
    setOperator(fields[0] ? (operatorsOf(fields[0])[0] ?? 'is') : 'is');
    onSearch({ chips: [], sort: defaultSort });
  }

  const labelOf = (name: string) => fields.find((candidate) => candidate.name === name)?.label ?? name;
  const sortable = fields.filter((candidate) => candidate.sortable !== false);
  const valueClass = flashing ? 'search-bar__value search-bar__value--invalid' : 'search-bar__value';

  return (
    <form className="search-bar" aria-label={label} onSubmit={search}>
      <fieldset className="search-bar__filter" disabled={disabled}>
        <label>
          Field{' '}
          <select
            value={field?.name ?? ''}
            disabled={offered.length === 0}
            onChange={(event) => {
              setFieldName(event.target.value);
              setText('');
            }}
          >
            {offered.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Operator{' '}
          <select
            value={chosenOperator}
            disabled={!field}
            onChange={(event) => setOperator(event.target.value as SearchOperator)}
          >
            {operators.map((candidate) => (
              <option key={candidate} value={candidate}>
                {OPERATOR_LABELS[candidate]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-value`}>Value</label>
        {field?.type === 'enum' ? (
          <select
            id={`${id}-value`}
            className={valueClass}
            aria-invalid={flashing}
            value={text}
            onChange={(event) => setText(event.target.value)}
          >
            <option value="">Choose…</option>
            {field.values?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${id}-value`}
            className={valueClass}
            aria-invalid={flashing}
            type={field?.inputType ?? 'text'}
            inputMode={field?.type === 'number' && !field.inputType ? 'decimal' : undefined}
            placeholder={field?.placeholder}
            disabled={!field}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        <button type="button" className="button" onClick={addChip} disabled={!field}>
          Add filter
        </button>
      </fieldset>
      {chips.length > 0 && (
        <ul className="search-bar__chips" aria-label="Filters">
          {chips.map((chip) => (
            <li key={chip.field} className="search-bar__chip">
              <span>
                {labelOf(chip.field)} {OPERATOR_LABELS[chip.operator]} {chip.text}
              </span>
              <button
                type="button"
                aria-label={`Remove the filter ${labelOf(chip.field)} ${OPERATOR_LABELS[chip.operator]} ${chip.text}`}
                disabled={disabled}
                onClick={() => removeChip(chip)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="search-bar__sort" disabled={disabled}>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={sort.field}
          onChange={(event) => setSort({ ...sort, field: event.target.value })}
        >
          {sortable.map((candidate) => (
            <option key={candidate.name} value={candidate.name}>
              {candidate.label}
            </option>
          ))}
        </select>
        <label>
          <span className="visually-hidden">Sort direction</span>
          <select
            value={sort.direction}
            onChange={(event) => setSort({ ...sort, direction: Number(event.target.value) as 1 | -1 })}
          >
            <option value={1}>Ascending</option>
            <option value={-1}>Descending</option>
          </select>
        </label>
        <button type="submit" className="button button--primary">
          Search
        </button>
        <button type="button" className="button" onClick={reset}>
          Reset
        </button>
        {onDownload && (
          <button type="button" className="button" onClick={onDownload}>
            Download
          </button>
        )}
      </fieldset>
    </form>
  );
}
