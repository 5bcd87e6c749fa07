import { Form } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
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
  const save = useSaveSearchMutation();
  const form = useForm({
    fields: { email: '' },
    submit: ({ email }) =>
      EMAIL_PATTERN.test(email.trim()) ? save.mutateAsync({ search, email }) : undefined,
    failureMessage: (error) => {
      console.warn('Saving the search failed', error);
      return 'We could not save this search. Please try again.';
    },
    editClearsFailure: true,
  });
  const valid = EMAIL_PATTERN.test(form.values.email.trim());

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
        <Form form={form} className="no-results__notify" failurePlacement="none">
          <TextField
            label="Email me when numbers like these arrive"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.field('email')}
          />
          {form.failure && (
            <p className="form-error" role="alert">
              {form.failure}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={!valid || form.pending}>
            Notify Me
          </button>
        </Form>
      )}
      <p>
        <a href={`mailto:${salesEmail}`}>Connect with Sales</a>
      </p>
    </section>
  );
}
