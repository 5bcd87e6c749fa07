import { type FormEvent, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { ThreeBoxes } from '../../../../src/shared/port-in-rules.ts';

export interface NumberEntryValues {
  boxes: ThreeBoxes;
  /** The bulk textarea's text; used instead of the boxes while `bulk` is on. */
  list: string;
  bulk: boolean;
  certified: boolean;
}

interface NumberEntryProps {
  values: NumberEntryValues;
  onChange: (values: NumberEntryValues) => void;
  onVerify: () => void;
  /** Why the last Verify went no further, shown above the button. */
  problem: string | null;
  pending: boolean;
}

const BOXES = [
  { key: 'areaCode', label: 'Area code', size: 3, placeholder: '802' },
  { key: 'exchange', label: 'Exchange', size: 3, placeholder: '555' },
  { key: 'lastFour', label: 'Last four', size: 4, placeholder: '0100' },
] as const;

/**
 * Step 1 (spec 2, /lnp): the number in three boxes, or many in the bulk textarea, and the ownership
 * certification. A full box moves the cursor to the next one.
 */
export function NumberEntry({ values, onChange, onVerify, problem, pending }: NumberEntryProps) {
  const listId = useId();
  const problemId = useId();
  const boxRefs = useRef<(HTMLInputElement | null)[]>([]);
  const set = (next: Partial<NumberEntryValues>) => onChange({ ...values, ...next });

  function changeBox(index: number, text: string) {
    const box = BOXES[index];
    if (!box) return;
    const value = text.replace(/\D/g, '').slice(0, box.size);
    set({ boxes: { ...values.boxes, [box.key]: value } });
    if (value.length === box.size) boxRefs.current[index + 1]?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onVerify();
  }

  return (
    <form
      className="lnp-entry"
      noValidate
      onSubmit={submit}
      aria-describedby={problem ? problemId : undefined}
    >
      {values.bulk ? (
        <div className="field">
          <label className="field__label" htmlFor={listId}>
            Numbers to transfer, one per line or comma separated
          </label>
          <textarea
            id={listId}
            className="field__input lnp-entry__list"
            rows={8}
            value={values.list}
            onChange={(event) => set({ list: event.target.value })}
          />
        </div>
      ) : (
        <fieldset className="lnp-entry__boxes">
          <legend>Phone number to transfer</legend>
          {BOXES.map((box, index) => (
            <label key={box.key} className="lnp-entry__box">
              <span className="visually-hidden">{box.label}</span>
              <input
                ref={(element) => {
                  boxRefs.current[index] = element;
                }}
                className="field__input"
                inputMode="numeric"
                autoComplete="off"
                maxLength={box.size}
                size={box.size}
                placeholder={box.placeholder}
                value={values.boxes[box.key]}
                onChange={(event) => changeBox(index, event.target.value)}
              />
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className="lnp-entry__toggle" onClick={() => set({ bulk: !values.bulk })}>
        {values.bulk ? 'Transferring one number?' : 'Transferring lots of numbers?'}
      </button>
      <div className="checkbox-row">
        <label>
          <input
            type="checkbox"
            checked={values.certified}
            onChange={(event) => set({ certified: event.target.checked })}
          />{' '}
          I certify that I own these numbers or am authorized to transfer them.
        </label>
      </div>
      {problem && (
        <p id={problemId} className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Verifying…' : 'VERIFY NUMBERS'}
        </button>
      </div>
      <p className="lnp-entry__links">
        <Link to="/search">Looking for a new number? Search numbers</Link>
      </p>
    </form>
  );
}
