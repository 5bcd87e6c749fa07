import { useId, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** A read-only value (a link, a script tag) with a Copy button (the clipboard API), selectable by hand too. */
export function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const id = useId();

  async function copyValue() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <div className="field reseller-copy">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          className="field__input reseller-copy__value"
          readOnly
          rows={3}
          value={value}
          onFocus={(event) => event.target.select()}
        />
      ) : (
        <input
          id={id}
          className="field__input reseller-copy__value"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
      )}
      <div className="reseller-copy__actions">
        <button type="button" className="button" onClick={() => void copyValue()}>
          Copy
        </button>
        <span role="status">
          {copy === 'copied' && 'Copied to the clipboard.'}
          {copy === 'failed' && 'It could not be copied: select it and copy it yourself.'}
        </span>
      </div>
    </div>
  );
}
