import { useState } from 'react';
import { TextField } from '../../ui/forms/text-field.tsx';
import type { SavedSearchCriteria } from './search-api.ts';
import { useSaveSearchMutation } from './search-api.ts';

/** Spec 2, section 5: Notify Me stays disabled until the email looks like one. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NoResultsProps {
  saleOnly: boolean;
  search: SavedSearchCriteria;
  salesEmail: string;
}

/** Spec 2, section 8: an empty answer says so, suggests what to change, and offers to email when numbers arrive. */
export function NoResults({ saleOnly, search, salesEmail }: NoResultsProps) {
  const [email, setEmail] = useState('');
  const save = useSaveSearchMutation();
  const valid = EMAIL_PATTERN.test(email.trim());

  return (
    <section className="no-results card" aria-labelledby="no-results-title">
      <h2 id="no-results-title">We don't have a lot of options for your search.</h2>
      <p>
        {saleOnly
          ? 'Try turning off the For Sale filter: many numbers are offered for licence.'
          : 'Try a different area code, or fewer words and filters.'}
      </p>
      {save.isSuccess ? (
        <p role="status" className="no-results__saved">
          We will email you when numbers like these arrive.
        </p>
      ) : (
        <form
          className="no-results__notify"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid || save.isPending) return;
            save.mutate(
              { search, email },
              { onError: (error) => console.warn('Saving the search failed', error) },
            );
          }}
        >
          <TextField
            label="Email me when numbers like these arrive"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              if (save.isError) save.reset();
            }}
          />
          {save.isError && (
            <p className="form-error" role="alert">
              We could not save this search. Please try again.
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={!valid || save.isPending}>
            Notify Me
          </button>
        </form>
      )}
      <p>
        <a href={`mailto:${salesEmail}`}>Connect with Sales</a>
      </p>
    </section>
  );
}
