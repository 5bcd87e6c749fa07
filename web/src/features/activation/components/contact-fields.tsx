import { ACTIVATION_FIELDS, type ActivationContact } from '../../../../../src/shared/activation-form.ts';
import { StateField } from '../../../ui/forms/address-fields.tsx';
import { TextField } from '../../../ui/forms/text-field.tsx';
import type { FormState } from '../../../ui/forms/use-form.ts';

/** Spec 2's activation contact form: the fields the server checks with the same rules. */
export function ContactFields<V extends ActivationContact & Record<string, unknown>>({
  form,
}: {
  form: FormState<V>;
}) {
  const field = (name: keyof ActivationContact) => form.field(name as Parameters<typeof form.field>[0]);
  const title = (name: keyof ActivationContact) => ACTIVATION_FIELDS[name].title;
  return (
    <fieldset className="activation__fieldset">
      <legend>Contact details</legend>
      <TextField {...field('firstName')} label={title('firstName')} autoComplete="given-name" />
      <TextField {...field('lastName')} label={title('lastName')} autoComplete="family-name" />
      <TextField {...field('company')} label={`${title('company')} (optional)`} autoComplete="organization" />
      <TextField {...field('address')} label={title('address')} autoComplete="address-line1" />
      <TextField {...field('city')} label={title('city')} autoComplete="address-level2" />
      <StateField binding={field('state')} label={title('state')} />
      <TextField {...field('zip')} label={title('zip')} autoComplete="postal-code" />
    </fieldset>
  );
}
