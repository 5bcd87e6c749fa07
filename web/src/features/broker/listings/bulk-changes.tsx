import { type BulkGroup, freeBulkFields } from './bulk-change.ts';
import {
  ALLOWED_PERCENTAGES,
  BOOLEAN_FIELDS,
  type EditableField,
  FIELD_LABELS,
  PERCENT_FIELDS,
} from './listing-draft.ts';

export interface BulkChangesProps {
  groups: readonly BulkGroup[];
  onChange: (groups: BulkGroup[]) => void;
  /** Why the change was refused, if it was. */
  error: string | null;
  errorField?: EditableField;
  disabled: boolean;
}

/** The bulk change groups: each picks a field (once across groups) and its new value. */
export function BulkChanges({ groups, onChange, error, errorField, disabled }: BulkChangesProps) {
  const replace = (index: number, group: BulkGroup) =>
    onChange(groups.map((candidate, at) => (at === index ? group : candidate)));
  const next = freeBulkFields(groups)[0];

  return (
    <fieldset className="bulk-changes" disabled={disabled}>
      <legend>Change the selected numbers</legend>
      {groups.map((group, index) => (
        <div key={group.field} className="bulk-changes__group">
          <label>
            Field{' '}
            <select
              value={group.field}
              onChange={(event) => replace(index, { field: event.target.value as EditableField, value: '' })}
            >
              {freeBulkFields(groups, group.field).map((field) => (
                <option key={field} value={field}>
                  {FIELD_LABELS[field]}
                </option>
              ))}
            </select>
          </label>
          <BulkValue
            group={group}
            invalid={errorField === group.field}
            onChange={(value) => replace(index, { ...group, value })}
          />
          <button
            type="button"
            className="link-button"
            onClick={() => onChange(groups.filter((_, at) => at !== index))}
          >
            Remove<span className="visually-hidden"> the change of {FIELD_LABELS[group.field]}</span>
          </button>
        </div>
      ))}
      {next && (
        <button
          type="button"
          className="button"
          onClick={() => onChange([...groups, { field: next, value: '' }])}
        >
          Add change
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function BulkValue({
  group,
  invalid,
  onChange,
}: {
  group: BulkGroup;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const label = `New ${FIELD_LABELS[group.field]}`;
  if ((BOOLEAN_FIELDS as readonly string[]).includes(group.field)) {
    return (
      <label>
        {label}{' '}
        <select value={group.value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose…</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      </label>
    );
  }
  if ((PERCENT_FIELDS as readonly string[]).includes(group.field)) {
    return (
      <label>
        {label}{' '}
        <select value={group.value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose…</option>
          {ALLOWED_PERCENTAGES[group.field as (typeof PERCENT_FIELDS)[number]].map((value) => (
            <option key={value} value={value}>
              {value}%
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label>
      {label}{' '}
      <input
        inputMode="decimal"
        aria-invalid={invalid || undefined}
        value={group.value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
