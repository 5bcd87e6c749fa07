import { type FormEvent, useState } from 'react';
import { InlineError } from '../../ui/inline-error.tsx';
import type { PortInCorrection, PortInDetail } from './port-ins-api.ts';
import { useCorrectPortInMutation } from './port-ins-api.ts';

const FIELDS: { name: Exclude<keyof PortInCorrection, 'pin'>; label: string }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'company', label: 'Business name' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zip', label: 'Postal code' },
  { name: 'account_number', label: 'Account number' },
];

/** The billing data of a rejected port-in, to correct and resubmit; only changed fields are sent. */
export function CorrectPortInForm({ order }: { order: PortInDetail }) {
  const correct = useCorrectPortInMutation();
  const initial = (name: string) => {
    const value = order.billing[name];
    return typeof value === 'string' ? value : '';
  };
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((field) => [field.name, initial(field.name)])),
  );
  const [pin, setPin] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = (values[field.name] ?? '').trim();
      if (value !== '' && value !== initial(field.name)) body[field.name] = value;
    }
    if (pin.trim() !== '') body.pin = pin.trim();
    correct.mutate({ id: order.id, body });
  }

  return (
    <form className="port-in-correct" onSubmit={submit} aria-label="Correct billing information">
      <h3>Correct the billing information</h3>
      <p>Fix what the current carrier rejected, then resubmit. Fields left unchanged are kept.</p>
      {FIELDS.map((field) => (
        <label key={field.name} className="field">
          <span>{field.label}</span>
          <input
            name={field.name}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        </label>
      ))}
      <label className="field">
        <span>PIN {order.hasPin ? '(leave empty to keep the one on file)' : ''}</span>
        <input
          name="pin"
          type="password"
          autoComplete="off"
          value={pin}
          onChange={(e) => setPin(e.target.value)}
        />
      </label>
      <InlineError error={correct.error} fallback="The correction could not be saved." />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={correct.isPending}>
          Resubmit
        </button>
      </div>
    </form>
  );
}
