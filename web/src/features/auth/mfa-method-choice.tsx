import type { Ref } from 'react';
import { useId } from 'react';
import { mfaMethodLabel } from '../../ui/mfa-text.ts';
import type { MfaMethodOption } from './session-api.ts';

interface MfaMethodChoiceProps {
  methods: readonly MfaMethodOption[];
  value: number | undefined;
  onChange: (mfaMethodId: number) => void;
  error?: string | undefined;
  legend?: string;
  firstInputRef?: Ref<HTMLInputElement>;
}

/** The radio list of MFA methods (type and masked address), for the login and password-recovery steps. */
export function MfaMethodChoice(props: MfaMethodChoiceProps) {
  const { methods, value, onChange, error, legend = 'Choose a verification method', firstInputRef } = props;
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={error ? 'choice-list choice-list--invalid' : 'choice-list'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {methods.map((method, index) => {
        const id = `${name}-${method.mfaMethodId}`;
        return (
          <div key={method.mfaMethodId} className="choice-list__item">
            <input
              ref={index === 0 ? firstInputRef : undefined}
              id={id}
              type="radio"
              name={name}
              value={method.mfaMethodId}
              checked={value === method.mfaMethodId}
              onChange={() => onChange(method.mfaMethodId)}
            />
            <label htmlFor={id}>{mfaMethodLabel(method)}</label>
          </div>
        );
      })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
