import type { HTMLInputTypeAttribute, Ref } from 'react';
import { useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, marks it invalid and is read with it. */
  error?: string | undefined;
  /** Help shown under the field (a rule, a format), read with it. */
  hint?: string | undefined;
  type?: HTMLInputTypeAttribute;
  name?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  maxLength?: number;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, in the markup every form uses (label, aria-invalid, describedby). */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, hint, type = 'text', inputRef, ...rest } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        ref={inputRef}
        id={id}
        className={error ? 'field__input field__input--invalid' : 'field__input'}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
