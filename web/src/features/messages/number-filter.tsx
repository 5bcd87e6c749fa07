import { useId } from 'react';
import type { TelephoneNumber } from './messages-api.ts';
import { formatNumber } from './thread-labels.ts';

export const ALL_NUMBERS = 'All Numbers';

/** Spec 1's number filter: 'All Numbers' or one of the account's numbers shown in messaging. */
export function NumberFilter(props: {
  numbers: readonly TelephoneNumber[];
  value: string | null;
  onChange: (tn: string | null) => void;
}) {
  const { numbers, value, onChange } = props;
  const id = useId();
  return (
    <div className="field messages-filter">
      <label className="field__label" htmlFor={id}>
        Number
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{ALL_NUMBERS}</option>
        {value && !numbers.some((number) => number.tn === value) && (
          <option value={value}>{formatNumber(value)}</option>
        )}
        {numbers.map((number) => (
          <option key={number.tn} value={number.tn}>
            {number.nickname.trim()
              ? `${formatNumber(number.tn)} (${number.nickname.trim()})`
              : formatNumber(number.tn)}
          </option>
        ))}
      </select>
    </div>
  );
}
