import {
  BROKER_TERMS,
  type BrokerTermKey,
  type BrokerTerms,
} from '../../../../../src/shared/activation-form.ts';

/** Spec 2: the broker terms, three boxes; Activate enables once all are ticked. */
export function BrokerTermsSection({
  terms,
  onChange,
}: {
  terms: BrokerTerms;
  onChange: (key: BrokerTermKey, agreed: boolean) => void;
}) {
  return (
    <fieldset className="activation__fieldset">
      <legend>Broker terms</legend>
      <p>
        Read the <a href="/terms">terms and conditions</a>, then tick each box.
      </p>
      {BROKER_TERMS.map(({ key, label }) => (
        <label key={key} className="checkbox">
          <input
            type="checkbox"
            checked={terms[key]}
            onChange={(event) => onChange(key, event.target.checked)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}
