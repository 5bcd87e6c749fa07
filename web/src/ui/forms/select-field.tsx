import type { ReactNode, Ref } from 'react';
import { useId } from 'react';

/** A labelled select with its error, in the markup of ui/forms' TextField. */
export function SelectField({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  selectRef,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name: string;
  selectRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        name={name}
        className={error ? 'field__input field__input--invalid' : 'field__input'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
