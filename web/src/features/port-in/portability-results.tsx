import { allPortable } from '../../../../src/shared/port-in-rules.ts';
import { formatTn } from './format-tn.ts';
import type { PortabilityResult } from './port-in-api.ts';

interface PortabilityResultsProps {
  results: readonly PortabilityResult[];
  /** Numbers left out because the basket holds them already. */
  skipped: readonly string[];
  onRemove: (tn: string) => void;
  onCancel: () => void;
  onContinue: () => void;
}

/**
 * Step 2 (spec 2, /lnp): what the check found per number, each with Remove; Continue is enabled only when
 * every number left is portable.
 */
export function PortabilityResults({
  results,
  skipped,
  onRemove,
  onCancel,
  onContinue,
}: PortabilityResultsProps) {
  const ready = allPortable(results);
  return (
    <section className="lnp-results" aria-labelledby="lnp-results-title">
      <h2 id="lnp-results-title">Your numbers</h2>
      {skipped.length > 0 && (
        <ul className="lnp-results__skipped" aria-label="Already in your cart">
          {skipped.map((tn) => (
            <li key={tn}>Telephone Number {formatTn(tn)} is already in your cart.</li>
          ))}
        </ul>
      )}
      <ul className="lnp-results__list">
        {results.map((result) => (
          <li
            key={result.tn}
            className={
              result.isPortable ? 'lnp-result lnp-result--portable' : 'lnp-result lnp-result--blocked'
            }
          >
            <div className="lnp-result__number">
              <strong>{formatTn(result.tn)}</strong>
              <span className="lnp-result__message">{result.message}</span>
              {result.isPortable && (
                <span className="lnp-result__details">
                  {[
                    result.carrier,
                    result.isWireless ? 'Wireless' : null,
                    result.isWireless || result.isAccountRequired ? 'Account number needed' : null,
                    result.isWireless ? 'PIN needed' : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
            </div>
            <button
              type="button"
              className="button"
              aria-label={`Remove ${formatTn(result.tn)}`}
              onClick={() => onRemove(result.tn)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {!ready && (
        <p className="lnp-results__hint">
          Remove the numbers that cannot be ported to continue with the others.
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" disabled={!ready} onClick={onContinue}>
          Continue
        </button>
      </div>
    </section>
  );
}
